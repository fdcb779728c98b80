import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { settingsFixture } from '@/src/fixtures/siteContent';
import { policies, policyFacts } from '@/src/content/policies';
import { PolicyPage } from './PolicyPage';

const facts = policyFacts(settingsFixture);
const privacyPolicy = policies.privacy(facts);
const termsAndConditions = policies.terms(facts);
const refundPolicy = policies.refund(facts);

const meta = {
  title: 'Site/PolicyPage',
  component: PolicyPage,
  args: { policy: privacyPolicy, emails: facts.mail },
} satisfies Meta<typeof PolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionHeadings = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .filter((h) => /^\d+\./.test(h.textContent ?? ''));

/** Privacy policy: breadcrumb Home > Privacy Policy, nine numbered sections, three addresses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Privacy Policy')).toHaveAttribute('aria-current', 'page');
    await expect(sectionHeadings(canvasElement)).toHaveLength(9);
    for (const email of Object.values(facts.mail)) {
      await expect(canvas.getAllByRole('link', { name: email }).length).toBeGreaterThan(0);
    }
  },
};

export const Terms: Story = {
  args: { policy: termsAndConditions },
  play: async ({ canvasElement }) => {
    await expect(sectionHeadings(canvasElement)).toHaveLength(14);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Terms and Conditions',
    );
  },
};

export const Refund: Story = {
  args: { policy: refundPolicy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1. No Refunds' })).toBeVisible();
    await expect(canvas.getByText(/entirely at .* discretion/)).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { policy: termsAndConditions },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
