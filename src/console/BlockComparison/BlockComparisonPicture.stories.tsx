import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pages } from '@/sdk/content';
import { compareRecords } from '@/sdk/content/history';
import { PageBlocks } from '@/sdk/content/pageBlocks';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { campaignPageFixture, imageTextFixture } from '@/src/fixtures/pageBuilder';
import { contentFormModel, fieldLabels } from '../ContentForm';
import { contentEntry } from '../navigation';
import { FieldComparison } from '../VersionHistory';
import { BlockComparison } from './BlockComparison';
import { compareBlocks } from './compareBlocks';

// A block's own picture (the image and text block) in history and review: a thumbnail named by
// the block's alt text (empty when the picture only decorates), its file name beside it, as the
// landing content's pictures are shown (VersionHistoryValue), never its stored path as text.
// Blocks parsed through the sdk's PageBlocks, so no story shows blocks the API could not send.

const described = [imageTextFixture];
const ALT = imageTextFixture.imageAlt;
/** The picture replaced by one that only decorates the words. */
const decorative = PageBlocks.parse([
  {
    ...described[0],
    image: 'uploads/pages/evening-class.webp',
    imageAlt: '',
    imageDecorative: true,
  },
]);
const text = JSON.stringify;

const meta = {
  title: 'Console/BlockComparison/Picture',
  component: BlockComparison,
  parameters: { layout: 'padded' },
  args: {
    changes: compareBlocks(text(described), text(decorative))!,
    label: 'Blocks',
    sides: { before: 'Before', after: 'After' },
    imageUrl: storyImageUrl,
  },
} satisfies Meta<typeof BlockComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

// The picture's row, not "Picture on the" (its side), which an added block lists too.
const pictureRow = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('row', { name: /^Picture(?! on the)/ });
const sideOf = (row: HTMLElement, side: string) =>
  row.querySelector<HTMLElement>(`td[data-side="${side}"]`)!;

/**
 * The picture replaced by a decorative one: each side a thumbnail with the alt text that side
 * gave it (none after: it only decorates), and the file names that tell the two apart.
 */
export const PictureReplaced: Story = {
  play: async ({ canvasElement }) => {
    const row = pictureRow(canvasElement);
    await expect(row).not.toHaveTextContent('uploads/');
    const before = sideOf(row, 'Before');
    await expect(within(before).getByRole('img')).toHaveAccessibleName(ALT);
    await expect(before).toHaveTextContent('course.webp');
    const after = sideOf(row, 'After');
    await expect(after.querySelector('img')).toHaveAttribute('alt', '');
    await expect(after.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/);
    await expect(after).toHaveTextContent('evening-class.webp');
  },
};

/** A new image and text block: its picture after, nothing before. */
export const PictureAdded: Story = {
  args: { changes: compareBlocks('[]', text(described))! },
  play: async ({ canvasElement }) => {
    const row = pictureRow(canvasElement);
    await expect(sideOf(row, 'Before')).toHaveTextContent('(empty)');
    const after = sideOf(row, 'After');
    await expect(within(after).getByRole('img')).toHaveAccessibleName(ALT);
    await expect(after).toHaveTextContent('course.webp');
  },
};

const labels = fieldLabels(contentFormModel(contentEntry('pages')!, 'update'));

/** In a page's history: the blocks' row block by block, the picture's as thumbnails. */
export const InThePageHistory: Story = {
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  render: () => (
    <FieldComparison
      fields={compareRecords(
        pages,
        { ...campaignPageFixture, blocks: text(described) },
        { ...campaignPageFixture, blocks: text(decorative) },
      )}
      fieldLabels={labels}
      imageUrl={storyImageUrl}
      label="Fields changed in this version"
      caption="Fields changed in this version"
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Fields changed in this version',
    });
    await expect(within(table).getByRole('row', { name: /^Blocks/ })).not.toHaveTextContent(
      'uploads/',
    );
    const row = pictureRow(canvasElement);
    await expect(within(row).getByRole('img')).toHaveAccessibleName(ALT);
    await expect(row).toHaveTextContent('evening-class.webp');
  },
};
