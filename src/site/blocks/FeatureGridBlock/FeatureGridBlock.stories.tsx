import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockFixture,
  campaignPageFixture,
  featureGridBlockFixture,
} from '@/src/fixtures/campaignPage';
import { FeatureGridBlock } from './FeatureGridBlock';

const meta = {
  title: 'Site/Blocks/FeatureGrid',
  component: FeatureGridBlock,
  args: {
    block: featureGridBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-3-title',
    first: false,
  },
} satisfies Meta<typeof FeatureGridBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const features = (count: number) =>
  blockFixture<'featureGrid'>({
    id: 'features',
    type: 'featureGrid',
    title: count === 1 ? 'One thing we do well' : 'Everything in one place',
    items: Array.from({ length: count }, (_, i) => ({
      title: `Feature ${i + 1}`,
      text: i % 3 === 2 ? '' : 'A short line on what it does for your institute and its students.',
    })),
  });

/** The demo page's four features in a row of cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'What your institute gets' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** The fewest: one card, centred, not stretched across the page. */
export const OneFeature: Story = {
  args: { block: features(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The most: twelve cards in rows, some without a text. */
export const TwelveFeatures: Story = {
  args: { block: features(12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
