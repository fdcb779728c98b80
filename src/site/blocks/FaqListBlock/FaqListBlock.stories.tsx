import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { campaignPageFixture, faqListBlockFixture } from '@/src/fixtures/campaignPage';
import { FaqListBlock } from './FaqListBlock';

const meta = {
  title: 'Site/Blocks/FaqList',
  component: FaqListBlock,
  args: {
    block: faqListBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-7-title',
    first: false,
  },
} satisfies Meta<typeof FaqListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None picked: every active question, as the landing page's accordion, under the block's heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Questions institutes ask' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    const third = canvas.getByRole('button', { name: 'Student Progress' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Two picked, in the block's order (the third first); a picked question since deleted is skipped. */
export const Picked: Story = {
  args: { block: { ...faqListBlockFixture, faqIds: ['faq-3', 'faq-gone', 'faq-1'] } },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Student Progress', 'Easy to Use Platform']);
  },
};

/** No question to show: a visitor sees nothing. */
export const Empty: Story = {
  args: { data: { ...campaignPageFixture, faqs: [] } },
  parameters: { note: 'Renders nothing: with no question to show the block is left out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
