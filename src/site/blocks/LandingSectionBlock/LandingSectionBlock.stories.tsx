import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CampaignPageData } from '@/sdk/content';
import {
  blockFixture,
  campaignPageFixture,
  landingSectionBlockFixture,
} from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import {
  launchFixture,
  storesFixture,
  testimonialsFixture,
  featureTabsFixture,
} from '@/src/fixtures/siteContent';
import { revealCarousels } from '../blockStories';
import { LandingSectionBlock } from './LandingSectionBlock';

/** The page's data as the server reads it for one section: that section's field only. */
const withLanding = (landing: CampaignPageData['landing']): CampaignPageData => ({
  ...campaignPageFixture,
  landing,
});

const meta = {
  title: 'Site/Blocks/LandingSection',
  component: LandingSectionBlock,
  args: {
    block: landingSectionBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-6-title',
    first: false,
    imageUrl: storySiteImageUrl,
    stores: storesFixture,
  },
} satisfies Meta<typeof LandingSectionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo page's: the landing page's course section, its content the Course screen's. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Sell your courses online' }),
    ).toBeVisible();
  },
};

/** The feature tabs: hydrated, so a visitor's tab press shows its panel. */
export const FeatureTabs: Story = {
  args: {
    block: blockFixture<'landingSection'>({
      id: 'tabs',
      type: 'landingSection',
      section: 'featureTabs',
    }),
    data: withLanding({ featureTabs: featureTabsFixture }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Test Series' }));
    await expect(canvas.getByRole('tab', { name: 'Test Series' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The testimonials carousel, its code loaded when the visitor nears it. */
export const Testimonials: Story = {
  args: {
    block: blockFixture<'landingSection'>({
      id: 'says',
      type: 'landingSection',
      section: 'testimonials',
    }),
    data: withLanding({ testimonials: testimonialsFixture }),
  },
  play: async ({ canvasElement }) => {
    await revealCarousels(canvasElement);
    await expect(within(canvasElement).getByText('Priya Sharma')).toBeVisible();
  },
};

/** The launch section: its store links are the site settings', as on the landing page. */
export const Launch: Story = {
  args: {
    block: blockFixture<'landingSection'>({ id: 'app', type: 'landingSection', section: 'launch' }),
    data: withLanding({ launch: launchFixture }),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      storesFixture.googlePlay,
      storesFixture.appStore,
    ]);
  },
};

/** The course record failed to load: the section is left out, as on the landing page. */
export const ContentMissing: Story = {
  args: { data: withLanding({ course: null }) },
  parameters: { note: 'Renders nothing: without its course record the section is left out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
