import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { campaignPageFixture, testimonialsBlockFixture } from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { revealCarousels } from '../blockStories';
import { TestimonialsBlock } from './TestimonialsBlock';

const meta = {
  title: 'Site/Blocks/Testimonials',
  component: TestimonialsBlock,
  args: {
    block: testimonialsBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-6-title',
    first: false,
    imageUrl: storySiteImageUrl,
  },
} satisfies Meta<typeof TestimonialsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active testimonials as the landing page's carousel, under the block's heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await revealCarousels(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What teachers say' })).toHaveAttribute(
      'id',
      'block-6-title',
    );
    await expect(canvas.getByText('Priya Sharma')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => revealCarousels(canvasElement),
};

/** No active testimonial: a visitor sees nothing. */
export const Empty: Story = {
  args: { data: { ...campaignPageFixture, testimonials: [] } },
  parameters: { note: 'Renders nothing: with no active testimonial the block is left out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
