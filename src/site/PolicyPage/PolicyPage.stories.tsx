import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { policyFixture, settingsFixture } from '@/src/fixtures/siteContent';
import { PolicyPage } from './PolicyPage';

const emails = {
  support: settingsFixture.supportEmail,
  privacy: settingsFixture.privacyEmail,
  billing: settingsFixture.billingEmail,
};

const meta = {
  title: 'Site/PolicyPage',
  component: PolicyPage,
  args: { policy: policyFixture, emails },
} satisfies Meta<typeof PolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumb Home > title, the last-updated day, the Markdown text and three addresses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Privacy Policy')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1 April 2025')).toBeVisible();
    // The Markdown's code loads on first use (src/ui/Markdown), so its headings come a moment later.
    await expect(
      await canvas.findByRole('heading', { name: '1. Information We Collect' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2);
    for (const email of Object.values(emails)) {
      await expect(canvas.getAllByRole('link', { name: email }).length).toBeGreaterThan(0);
    }
  },
};

/** What an editor may type that must not run: shown as text, the unsafe link without address. */
export const HostileText: Story = {
  args: {
    policy: {
      ...policyFixture,
      body: 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) and [ok](https://example.com)',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'click' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ok' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  },
};

/** The text's code loads on first use: the story ends once the headings are drawn. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '1. Information We Collect' }),
    ).toBeVisible();
  },
};
