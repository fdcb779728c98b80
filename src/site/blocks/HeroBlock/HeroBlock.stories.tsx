import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockFixture, campaignPageFixture, heroBlockFixture } from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { HeroBlock } from './HeroBlock';

const meta = {
  title: 'Site/Blocks/Hero',
  component: HeroBlock,
  args: {
    block: heroBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-1-title',
    first: true,
    imageUrl: storySiteImageUrl,
  },
} satisfies Meta<typeof HeroBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const withoutPicture = {
  ...campaignPageFixture,
  page: { ...campaignPageFixture.page, heroImage: '' },
};

/**
 * The demo page's opening: eyebrow, the page's h1, the button to the lead form (named for
 * attribution), what happens next in place of the form, and the page's picture, loaded at once.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: heroBlockFixture.title }),
    ).toBeVisible();
    const cta = canvas.getByRole('link', { name: 'Book a Demo' });
    await expect(cta).toHaveAttribute('href', '/book-a-demo?cta=hero%3A%20Book%20a%20Demo');
    await expect(cta).toHaveAttribute('data-lead-cta', 'hero: Book a Demo');
    await expect(canvas.getByText('What happens next')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** No eyebrow, no text: the heading and the button alone. */
export const WithoutEyebrow: Story = {
  args: {
    block: blockFixture<'hero'>({
      id: 'hero',
      type: 'hero',
      eyebrow: '',
      title: 'Your institute, online in 48 hours',
      text: '',
      cta: 'Get Free Consultant',
      withForm: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.section__eyebrow')).toBeNull();
  },
};

/** `withForm` off: the button alone, no list of next steps. */
export const WithoutForm: Story = {
  args: { block: { ...heroBlockFixture, withForm: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('What happens next')).toBeNull();
  },
};

/** The page has no picture: the words take the whole width. */
export const WithoutPicture: Story = {
  args: { data: withoutPicture },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Further down a page: an h2, and its picture loads lazily. */
export const NotFirst: Story = {
  args: { first: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: heroBlockFixture.title }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
