import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageBlocks } from '@/sdk/content/pageBlocks';
import { faqsFixture } from '@/src/fixtures/siteContent';
import { campaignBlocksText } from '@/src/fixtures/pageBuilder';
import { PageBuilder } from './PageBuilder';
import { clipboardText, readClipboard } from './pageBuilderClipboard';
import { box, emptyClipboard, HeldBuilder, sent } from './pageBuilderStories';
import { CLIPBOARD_KEY } from './usePageBuilderClipboard';

// Several blocks copied together (issue 44): a box on each row ticks a block, Shift-click ticks a
// range, "Copy N blocks" keeps the ticked ones in page order, and "Paste 3 blocks" puts them all on
// another page. The stories of this file share one browser page, so each starts with nothing copied.

const campaign = PageBlocks.parse(JSON.parse(campaignBlocksText));
/** The statistics, the FAQ and the closing band of the campaign page, as "Copy 3 blocks" keeps them. */
const three = campaign.filter((block) => ['stats', 'faq', 'cta'].includes(block.id));

const meta = {
  title: 'Console/PageBuilder/CopySeveral',
  component: PageBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "Tick the box of each block to copy (Space on a focused box; Shift-click ticks every block from the last box changed), then Copy N blocks in the builder's head keeps them, in page order, for this browser tab. Paste 3 blocks (the paste control counts them) on any page puts them all in after the selected block, each under a new id, or refuses them all in the sdk's words.",
      },
    },
  },
  args: { value: campaignBlocksText, onChange: fn(), faqs: faqsFixture },
  render: (args) => <HeldBuilder {...args} />,
  beforeEach: emptyClipboard,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '64rem' }}>{Story()}</div>],
} satisfies Meta<typeof PageBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Statistics ticked, Shift-click on the closing band ticks the four between, two unticked, the
 * hero ticked and unticked by keyboard; Copy 3 blocks keeps them in page order. Each count and
 * the copy are said in the live region; the focus stays, drawn, on Copy 3 blocks.
 */
export const SeveralSelected: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(box(canvasElement, 'Statistics'));
    await expect(canvas.getByText('1 block selected.')).toBeInTheDocument();
    await user.keyboard('{Shift>}');
    await user.click(box(canvasElement, 'Call-to-action band'));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByText('5 blocks selected.')).toBeInTheDocument();
    await user.click(box(canvasElement, 'Feature grid'));
    await user.click(box(canvasElement, 'Logo strip'));
    await expect(canvas.getByText('3 blocks selected.')).toBeInTheDocument();
    // The keyboard: Tab reaches a box, Space ticks and unticks it.
    box(canvasElement, 'Hero').focus();
    await user.keyboard(' ');
    await expect(box(canvasElement, 'Hero')).toBeChecked();
    await expect(canvas.getByText('4 blocks selected.')).toBeInTheDocument();
    await user.keyboard(' ');
    await expect(box(canvasElement, 'Hero')).not.toBeChecked();
    await expect(canvas.getByText('3 blocks selected')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Copy 3 blocks' }));
    await expect(
      canvas.getByText(
        /^Copied 3 blocks, Statistics “.+” and 2 more: Paste 3 blocks puts them on any page in this tab\.$/,
      ),
    ).toBeInTheDocument();
    const kept = readClipboard(sessionStorage.getItem(CLIPBOARD_KEY) ?? '');
    await expect(kept).toEqual({ blocks: three, problem: null });
    // The paste control counts what the tab holds.
    await expect(
      canvas.getByRole('button', { name: 'Paste 3 blocks' }),
    ).toHaveAccessibleDescription(/^Statistics “.+” and 2 more, at the end\.$/);
    await expect(canvas.getByRole('button', { name: 'Copy 3 blocks' })).toHaveFocus();
  },
};

/**
 * Clear selection unticks every box, says so, and takes the focus (drawn) to the first box that
 * was ticked, since the bar it was on is gone.
 */
export const SelectionCleared: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement, 'FAQ list'));
    await userEvent.click(box(canvasElement, 'Statistics'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByText('No blocks selected.')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^Copy \d+ blocks?$/ })).toBeNull();
    await expect(box(canvasElement, 'Statistics')).toHaveFocus();
  },
};

/**
 * Three blocks copied on another page of the tab, pasted after a new page's hero with "Paste 3
 * blocks": all three, in their order, under new ids; the first one's fields open, and the live
 * region says what was pasted and where.
 */
export const SeveralPasted: Story = {
  args: { value: JSON.stringify([campaign[0]]) },
  beforeEach: () => {
    sessionStorage.setItem(CLIPBOARD_KEY, clipboardText(three));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    const paste = canvas.getByRole('button', { name: 'Paste 3 blocks' });
    await expect(paste).toHaveAccessibleDescription(
      /^Statistics “.+” and 2 more, after block 1\.$/,
    );
    await userEvent.click(paste);
    await expect(sent(args.onChange)).toEqual([
      campaign[0],
      ...three.map((block, i) => ({ ...block, id: `new-${i + 1}` })),
    ]);
    await expect(canvas.getByText('4 blocks')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /2\. Statistics/ })).toBeVisible();
    await expect(
      canvas.getByText(
        /^Pasted 3 blocks, Statistics “.+” and 2 more, after block 1: the first one’s fields are open\.$/,
      ),
    ).toBeInTheDocument();
  },
};

/**
 * The page already shows the statistics section: three blocks copied with it are refused all
 * together, in the sdk's words, and the page is left as it was.
 */
export const SeveralRefused: Story = {
  args: {
    value: JSON.stringify([
      ...campaign.slice(0, 2),
      { id: 'numbers', type: 'landingSection', section: 'stats', hidden: false },
    ]),
  },
  beforeEach: () => {
    const section = { id: 'copied', type: 'landingSection', section: 'stats', hidden: false };
    sessionStorage.setItem(CLIPBOARD_KEY, clipboardText([three[1]!, section, three[2]!]));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paste 3 blocks' }));
    const message =
      'Not pasted: This section is already on the page: a page shows each section once.';
    await expect(
      canvas.getByRole('button', { name: 'Paste 3 blocks' }),
    ).toHaveAccessibleDescription(message);
    await expect(canvas.getAllByText(message)).toHaveLength(2);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('3 blocks')).toBeVisible();
  },
};
