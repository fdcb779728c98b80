import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadLink } from './LeadLink';

const meta = {
  title: 'Site/LeadLink',
  component: LeadLink,
  args: {
    cta: 'banner: Get Free Consultant',
    className: 'button button--accent',
    children: 'Get Free Consultant',
  },
} satisfies Meta<typeof LeadLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the lead page first (it works with no script), styled as a button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Free Consultant' });
    await expect(link).toHaveAttribute(
      'href',
      '/book-a-demo?cta=banner%3A%20Get%20Free%20Consultant',
    );
    await expect(link).toHaveAttribute('data-lead-cta', 'banner: Get Free Consultant');
  },
};

/** The header's smaller primary look. */
export const Primary: Story = {
  args: {
    cta: 'header: Book a Demo',
    className: 'button button--primary',
    children: 'Book a Demo',
  },
};
