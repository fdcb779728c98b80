import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { campaignPageFixture, logoStripBlockFixture } from '@/src/fixtures/campaignPage';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { revealCarousels } from '../blockStories';
import { LogoStripBlock } from './LogoStripBlock';

const meta = {
  title: 'Site/Blocks/LogoStrip',
  component: LogoStripBlock,
  args: {
    block: logoStripBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-4-title',
    first: false,
    imageUrl: storySiteImageUrl,
  },
} satisfies Meta<typeof LogoStripBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active clients' logos as the landing page's strip, under the block's heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await revealCarousels(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: logoStripBlockFixture.title }),
    ).toHaveAttribute('id', 'block-4-title');
    await expect(canvas.getByRole('img', { name: 'Apex Academy logo' })).toBeVisible();
  },
};

/** The block's heading left empty: the strip's own heading. */
export const WithoutTitle: Story = {
  args: { block: { ...logoStripBlockFixture, title: '' } },
  play: async ({ canvasElement }) => {
    await revealCarousels(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Trusted by institutes across India' }),
    ).toBeVisible();
  },
};

/** No active client: a visitor sees nothing rather than an empty band. */
export const Empty: Story = {
  args: {
    data: {
      ...campaignPageFixture,
      clients: campaignPageFixture.clients.map((client) => ({ ...client, isActive: false })),
    },
  },
  parameters: { note: 'Renders nothing: with no active client the strip is left out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
