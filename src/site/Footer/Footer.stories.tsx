import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: {},
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
    await expect(canvas.getAllByRole('link', { name: /^\+91/ })).toHaveLength(2);
    await expect(canvas.getByText(/New Delhi/)).toBeVisible();
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

/** Columns stack below 800 px. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
