import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockFixture, campaignPageFixture, statsBlockFixture } from '@/src/fixtures/campaignPage';
import { StatsBlock } from './StatsBlock';

const meta = {
  title: 'Site/Blocks/Stats',
  component: StatsBlock,
  args: {
    block: statsBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-2-title',
    first: false,
  },
} satisfies Meta<typeof StatsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures: [string, string][] = [
  ['1,200+', 'coaching institutes'],
  ['3.5 lakh', 'students every month'],
  ['48 hours', 'to the first live class'],
  ['98%', 'classes without a hitch'],
  ['4.8', 'rating on the Play Store'],
  ['24×7', 'support in five languages'],
];
const stats = (count: number, title = '') =>
  blockFixture<'stats'>({
    id: 'stats',
    type: 'stats',
    title,
    items: figures.slice(0, count).map(([value, label]) => ({ value, label })),
  });

/** The demo page's three figures under a heading, each figure above its label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: statsBlockFixture.title })).toBeVisible();
    await expect(canvas.getByText('1,200+')).toBeVisible();
  },
};

/** One figure, no heading: the section is named 'In figures' for screen readers. */
export const OneFigure: Story = {
  args: { block: stats(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'In figures' })).toBeVisible();
  },
};

/** The most: six figures, wrapping onto two rows where they do not fit one. */
export const SixFigures: Story = { args: { block: stats(6, 'Numbers that matter') } };

export const Narrow: Story = {
  args: { block: stats(6, 'Numbers that matter') },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
