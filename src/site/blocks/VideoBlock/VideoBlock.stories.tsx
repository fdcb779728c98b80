import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockFixture, campaignPageFixture, videoBlockFixture } from '@/src/fixtures/campaignPage';
import { VideoBlock } from './VideoBlock';

const meta = {
  title: 'Site/Blocks/Video',
  component: VideoBlock,
  args: {
    block: videoBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-5-title',
    first: false,
  },
} satisfies Meta<typeof VideoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Our own poster: the heading, a play button and a note that nothing comes from YouTube before
 * the press. No player, no thumbnail: the page has asked YouTube for nothing.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvas.getByText('Plays from YouTube: nothing is loaded from YouTube until you press play.'),
    ).toBeVisible();
  },
};

/** Play puts YouTube's privacy-enhanced player (youtube-nocookie.com) in the poster's place. */
export const Plays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play video' }));
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await expect(player).toHaveAttribute('title', videoBlockFixture.title);
    await expect(player).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Play video' })).toBeNull();
  },
};

/** A Vimeo video: the note names Vimeo, whose player comes with do-not-track. */
export const Vimeo: Story = {
  args: {
    block: blockFixture<'video'>({
      id: 'video',
      type: 'video',
      title: 'A tour of the teacher’s console',
      url: 'https://vimeo.com/76979871',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Plays from Vimeo: nothing is loaded from Vimeo until you press play.',
      ),
    ).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
