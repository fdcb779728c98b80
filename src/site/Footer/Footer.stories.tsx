import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { settingsFixture } from '@/src/fixtures/siteContent';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: { settings: settingsFixture },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policies' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/term-condition',
    );
    await expect(canvas.getByRole('link', { name: 'Refunds Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    await expect(canvas.getAllByRole('link', { name: /^\+91\s80/ })).toHaveLength(2);
    await expect(canvas.getByText(/Bengaluru/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      'https://shikshaplus.example/careers',
    );
    await expect(canvas.getByRole('heading', { name: 'Company' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link'),
    ).toHaveLength(2);
    await expect(canvas.getByText(/Shiksha Plus Learning LLP\. All rights/)).toBeVisible();
    const year = String(new Date().getFullYear());
    await expect(canvas.getByText(new RegExp(`© ${year}`))).toBeVisible();
  },
};

/** The copyright year is a prop, so the line can be pinned. */
export const FixedYear: Story = {
  args: { year: 2030 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/© 2030/)).toBeVisible();
  },
};

/** Without extra columns or social links, the footer keeps its three columns. */
export const PlainSettings: Story = {
  args: { settings: { ...settingsFixture, footerColumns: '', socialLinks: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull();
  },
};

/** Columns stack below 800 px. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
