import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockFixture,
  campaignPageFixture,
  richTextBlockFixture,
} from '@/src/fixtures/campaignPage';
import { RichTextBlock } from './RichTextBlock';

const meta = {
  title: 'Site/Blocks/RichText',
  component: RichTextBlock,
  args: {
    block: richTextBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-2-title',
    first: false,
  },
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, emphasis, a list and a link, as the editor wrote them in Markdown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Why institutes switch' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** One short paragraph. */
export const ShortText: Story = {
  args: {
    block: blockFixture<'richText'>({
      id: 'note',
      type: 'richText',
      markdown: 'Prices include GST. *Offer valid for new institutes only.*',
    }),
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
