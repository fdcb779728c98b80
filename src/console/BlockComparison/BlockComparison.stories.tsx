import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pages } from '@/sdk/content';
import { compareRecords } from '@/sdk/content/history';
import { PageBlocks } from '@/sdk/content/pageBlocks';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { campaignPageFixture } from '@/src/fixtures/pageBuilder';
import { contentFormModel, fieldLabels } from '../ContentForm';
import { contentEntry } from '../navigation';
import { FieldComparison } from '../VersionHistory';
import { BlockComparison } from './BlockComparison';
import { compareBlocks } from './compareBlocks';

// The demo's campaign page (hero, stats, features, logos, faq, cta) and edits of it, each
// parsed through the sdk's PageBlocks, so no story compares blocks the API could not send.
const page = PageBlocks.parse(JSON.parse(campaignPageFixture.blocks));
const edit = (id: string, change: Partial<PageBlock>) =>
  page.map((block) => (block.id === id ? PageBlocks.parse([{ ...block, ...change }])[0]! : block));
const compared = (after: PageBlock[]) =>
  compareBlocks(campaignPageFixture.blocks, JSON.stringify(after))!;
const video = PageBlocks.parse([
  { id: 'video', type: 'video', title: 'A live class', url: 'https://youtu.be/aqz-KE-bpKQ' },
])[0]!;
const withVideo = [...page.slice(0, 2), video, ...page.slice(2)];
const edited = edit('hero', {
  title: 'Every batch, test and fee in one place',
  withForm: false,
} as Partial<PageBlock>);
const changedFields = edited.map((block) =>
  block.type === 'featureGrid'
    ? {
        ...block,
        items: [block.items[0]!, { title: 'Test series', text: 'Mock tests with ranks.' }],
      }
    : block.type === 'faqList'
      ? { ...block, faqIds: ['faq-2', 'faq-4'] }
      : block,
);

const meta = {
  title: 'Console/BlockComparison',
  component: BlockComparison,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A page's blocks compared block by block, in the history's and the review queue's field comparison: blocks matched by their id, each by its type's name and summary, marked added, removed, moved, hidden, shown or changed, with the changed fields before and after in the builder's words.\n\n**Do:** Let FieldComparison choose it: it does for a field written as a page's blocks, and shows the text when a side does not read as blocks.\n\n**Don't:** Don't show the blocks' JSON to an editor when it reads.",
      },
    },
  },
  args: {
    changes: compared([...edited.slice(0, 3), video, ...edited.slice(3)]),
    label: 'Blocks',
    sides: { before: 'Before', after: 'After' },
    imageUrl: storyImageUrl,
  },
} satisfies Meta<typeof BlockComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

const blocks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Blocks, in the page’s order' }));

/** A page edited: a new heading on the hero and a video added; the other blocks counted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = blocks(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent(
      /^Hero “Every batch.*”Changed/,
    );
    await expect(list.getByText('Added at position 4')).toBeVisible();
    await expect(within(canvasElement).getByText('5 other blocks unchanged.')).toBeVisible();
  },
};

/** A new block: its type, its place, and the fields it was given. */
export const AddedBlock: Story = {
  args: { changes: compared(withVideo) },
  play: async ({ canvasElement }) => {
    const list = blocks(canvasElement);
    await expect(list.getByText('Added at position 3')).toBeVisible();
    const fields = list.getByRole('table', { name: 'Video “A live class”: fields' });
    await expect(within(fields).getByRole('row', { name: /Address/ })).toHaveTextContent(
      'https://youtu.be/aqz-KE-bpKQ',
    );
  },
};

/** A block taken off the page, listed where it was. */
export const RemovedBlock: Story = {
  args: { changes: compared(page.filter((block) => block.id !== 'logos')) },
  play: async ({ canvasElement }) => {
    const item = blocks(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Logo strip “Trusted by institutes across India”');
    await expect(item).toHaveTextContent('Removed from position 4');
  },
};

/** The call-to-action band moved up: only it is marked, not the blocks it passed. */
export const MovedBlock: Story = {
  args: { changes: compared([page[0]!, page[5]!, ...page.slice(1, 5)]) },
  play: async ({ canvasElement }) => {
    const item = blocks(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Call-to-action band');
    await expect(item).toHaveTextContent('Moved from position 6 to 2');
  },
};

/** The statistics hidden from visitors: kept on the page, not shown. */
export const HiddenBlock: Story = {
  args: { changes: compared(edit('stats', { hidden: true })) },
  play: async ({ canvasElement }) => {
    await expect(blocks(canvasElement).getByRole('listitem')).toHaveTextContent(
      /^Statistics.*Hidden from visitors$/,
    );
  },
};

/** A hidden block shown again. */
export const ShownBlock: Story = {
  args: {
    changes: compareBlocks(
      JSON.stringify(edit('stats', { hidden: true })),
      campaignPageFixture.blocks,
    )!,
  },
  play: async ({ canvasElement }) => {
    await expect(blocks(canvasElement).getByText('Shown to visitors')).toBeVisible();
  },
};

/** Changed fields in the builder's words: text, a switch as Yes/No, a list entry, the questions. */
export const ChangedFields: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  args: { changes: compared(changedFields) },
  play: async ({ canvasElement }) => {
    const list = blocks(canvasElement);
    const hero = within(list.getByRole('table', { name: /^Hero/ }));
    await expect(hero.getByRole('row', { name: /Heading/ })).toHaveTextContent('Run every batch');
    await expect(hero.getByRole('row', { name: /Show the lead form/ })).toHaveTextContent('YesNo');
    const grid = within(list.getByRole('table', { name: /^Feature grid/ }));
    await expect(grid.getByRole('row', { name: /Features: Feature 2/ })).toHaveTextContent(
      'Title: Test series Text: Timed mock tests with ranks and solutions.Title: Test series Text: Mock tests with ranks.',
    );
    const faq = within(list.getByRole('table', { name: /^FAQ list/ }));
    await expect(faq.getByRole('row', { name: /Questions/ })).toHaveTextContent(
      '2 questions picked (1 added)',
    );
  },
};

/** "Show unchanged fields" on: every block listed, the unchanged ones said so. */
export const AllBlocks: Story = {
  args: { all: true, changes: compared(edit('stats', { hidden: true })) },
  play: async ({ canvasElement }) => {
    const list = blocks(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(list.getAllByText('Unchanged')).toHaveLength(5);
  },
};

const labels = fieldLabels(contentFormModel(contentEntry('pages')!, 'update'));
const reviewOf = (after: Record<string, unknown>) => (
  <FieldComparison
    fields={compareRecords(pages, campaignPageFixture, { ...campaignPageFixture, ...after })}
    fieldLabels={labels}
    imageUrl={storyImageUrl}
    label="Changes to For coaching institutes"
    caption="Changes proposed"
    sides={{ before: 'Now on the site', after: 'Proposed' }}
  />
);

/** In the review queue's comparison: the title's row as text, the blocks' row block by block. */
export const InTheComparison: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  render: () => reviewOf({ title: 'Coaching institutes', blocks: JSON.stringify(changedFields) }),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Changes proposed' });
    await expect(within(table).getByRole('row', { name: /Page title/ })).toHaveTextContent(
      'Coaching institutes',
    );
    await expect(blocks(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A side that does not read as blocks: its text as it is, as for any other field. */
export const UnreadableFallback: Story = {
  render: () => reviewOf({ blocks: '[{"id":"hero","type":"hero"' }),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Changes proposed' });
    const row = within(table).getByRole('row', { name: /Blocks/ });
    await expect(row).toHaveTextContent('[{"id":"hero","type":"hero"');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
