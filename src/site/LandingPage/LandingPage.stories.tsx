import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  landingFixture,
  storesFixture,
  unavailableLandingFixture,
} from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Site/LandingPage',
  component: LandingPage,
  args: {
    ...landingFixture,
    stores: storesFixture,
    imageUrl: storySiteImageUrl,
  },
  // In the app the site layout's <main> holds the page.
  decorators: [
    (Story) => (
      <main id="main">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All twelve sections, in order, with the three in-page targets of the header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    for (const id of ['e-learning', 'service', 'feature']) {
      await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    }
    // Every call to action is a link to the lead page, named for attribution (each feature
    // tab's panel has its own Book A Meeting).
    const ctas = [...canvasElement.querySelectorAll('a[data-lead-cta]')].map((link) =>
      link.getAttribute('data-lead-cta'),
    );
    await expect([...new Set(ctas)]).toEqual([
      'banner: Get Free Consultant',
      'about: Book A Meeting',
      'features: Book A Meeting',
    ]);
  },
};

/**
 * Every content call failed: the page still reads, with fixed copy where it has some; the
 * sections whose whole copy is content (features, FAQ) are left out.
 */
export const ContentUnavailable: Story = {
  args: unavailableLandingFixture,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Explore Our Features' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
  },
};
