import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faqsFixture } from '@/src/fixtures/siteContent';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  title: 'Site/Landing/10 FaqAccordion',
  component: FaqAccordion,
  args: { items: faqsFixture },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Easy to Use Platform' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Skills-Based Learning' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Student Progress' })).toBeVisible();
  },
};

/** Opening one item closes the other; a second press closes it. */
export const SwitchItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Easy to Use Platform' });
    const third = canvas.getByRole('button', { name: 'Student Progress' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Student Progress' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Easy to Use Platform' })).toBeNull();
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllClosed: Story = { args: { defaultOpenId: null } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** No active question: the section is left out. */
export const Empty: Story = {
  args: { items: [] },
  parameters: { note: 'Renders nothing: with no active question the FAQ section is left out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
