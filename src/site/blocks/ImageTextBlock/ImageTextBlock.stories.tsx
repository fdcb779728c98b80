import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { campaignPageFixture, imageTextBlockFixture } from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { ImageTextBlock } from './ImageTextBlock';

const meta = {
  title: 'Site/Blocks/ImageText',
  component: ImageTextBlock,
  args: {
    block: imageTextBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-4-title',
    first: false,
    imageUrl: storySiteImageUrl,
  },
} satisfies Meta<typeof ImageTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The picture on the left of the heading, text and button: described by its alt text, loaded
 * lazily with its box reserved (width and height), the button named for attribution.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: imageTextBlockFixture.title }),
    ).toBeVisible();
    const image = canvas.getByRole('img', { name: imageTextBlockFixture.imageAlt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    const cta = canvas.getByRole('link', { name: 'See It Live' });
    await expect(cta).toHaveAttribute('data-lead-cta', 'image and text: See It Live');
  },
};

/** The picture on the right; decorative, so it says nothing to a screen reader. */
export const PictureRight: Story = {
  args: {
    block: { ...imageTextBlockFixture, imageSide: 'right', imageDecorative: true, cta: '' },
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    // The copy comes first in the row: the picture is ordered after it.
    await expect(getComputedStyle(image!).order).toBe('2');
  },
};

/** One column on a phone: the picture above the words. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
