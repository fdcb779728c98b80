import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  campaignPageFixture,
  featureGridBlockFixture,
  heroBlockFixture,
  richTextBlockFixture,
  statsBlockFixture,
} from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { revealCarousels } from './blockStories';
import { CampaignPage } from './CampaignPage';

const meta = {
  title: 'Site/Blocks/CampaignPage',
  component: CampaignPage,
  args: { data: campaignPageFixture, imageUrl: storySiteImageUrl },
  // In the app the site layout's <main> holds the page.
  decorators: [
    (Story) => (
      <main id="main">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CampaignPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * The demo page, /for-coaching-institutes: hero, figures, features, logos, video, testimonials,
 * questions and a closing band, in the editor's order; every call to action named by its block.
 */
export const Default: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: heroBlockFixture.title }),
    ).toBeVisible();
    await revealCarousels(canvasElement);
    await expect(headings(canvasElement)).toEqual(
      expect.arrayContaining([
        'Institutes that moved their batches online',
        'What your institute gets',
        'Trusted by institutes across India',
        'See a live class from the teacher’s side (2 minutes)',
        'What teachers say',
        'Questions institutes ask',
        'Move your next batch online this month',
      ]),
    );
    const ctas = [...canvasElement.querySelectorAll('a[data-lead-cta]')].map((link) =>
      link.getAttribute('data-lead-cta'),
    );
    await expect(ctas).toEqual(['hero: Book a Demo', 'cta band: Book A Meeting']);
  },
};

/** A hidden block is never drawn (the server leaves it out; the page skips it anyway). */
export const HiddenBlock: Story = {
  args: {
    data: {
      ...campaignPageFixture,
      blocks: [
        statsBlockFixture,
        { ...featureGridBlockFixture, hidden: true },
        richTextBlockFixture,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Why institutes switch' });
    await expect(canvas.queryByRole('heading', { name: 'What your institute gets' })).toBeNull();
  },
};

/** The first block is no hero: the page's title is its h1, for screen readers only. */
export const WithoutHero: Story = {
  args: { data: { ...campaignPageFixture, blocks: [statsBlockFixture, richTextBlockFixture] } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(campaignPageFixture.page.title);
    await expect(title).toHaveClass('visually-hidden');
  },
};

/** No block to show: the page's title, never a blank page. */
export const NoBlocks: Story = {
  args: { data: { ...campaignPageFixture, blocks: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'For coaching institutes' }),
    ).toBeVisible();
  },
};
