import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageBlocks } from '@/sdk/content/pageBlocks';
import { faqsFixture } from '@/src/fixtures/siteContent';
import { campaignBlocksText } from '@/src/fixtures/pageBuilder';
import { PageBuilder } from './PageBuilder';
import { clipboardText } from './pageBuilderClipboard';
import { emptyClipboard, HeldBuilder, sent } from './pageBuilderStories';
import { CLIPBOARD_KEY } from './usePageBuilderClipboard';

// Copy and paste of blocks (issue 44): Copy on a block's row keeps it in the tab's
// sessionStorage, Paste block beside Add block puts it on this page or another. The stories of
// this file share one browser page, so each starts with nothing copied.

const campaign = PageBlocks.parse(JSON.parse(campaignBlocksText));
/** The campaign page with the landing page's statistics section after its hero. */
const withSectionText = JSON.stringify(
  PageBlocks.parse([
    campaign[0],
    { id: 'numbers', type: 'landingSection', section: 'stats' },
    ...campaign.slice(1),
  ]),
);

const meta = {
  title: 'Console/PageBuilder/Clipboard',
  component: PageBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "Copy on a block's row keeps the block for this browser tab (sessionStorage, nothing is sent); Paste block, beside Add block on any page's builder, puts a copy after the selected block (else at the end) under a new id, unless the page's rules refuse it, in the sdk's words. With nothing copied, Paste block says why it is off.",
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

/** Nothing copied in this tab yet: Paste block is off, still focusable, and says why. */
export const NothingCopied: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paste = canvas.getByRole('button', { name: 'Paste block' });
    await expect(paste).toHaveAttribute('aria-disabled', 'true');
    await expect(paste).toHaveAccessibleDescription(
      'Nothing copied yet: Copy on a block of any page.',
    );
    await userEvent.click(paste);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Reached from Add block by Tab, as any button: its description is read with it.
    canvas.getByRole('button', { name: 'Add block' }).focus();
    await userEvent.tab();
    await expect(paste).toHaveFocus();
  },
};

/**
 * Copy the statistics, select the hero, paste: the copy lands after the hero under a new id, its
 * fields open, and each step is said in the builder's live region.
 */
export const CopyThenPaste: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy Statistics/ }));
    await expect(
      canvas.getByText(/^Copied “.+”: Paste block puts it on any page in this tab\.$/),
    ).toBeInTheDocument();
    const paste = canvas.getByRole('button', { name: 'Paste block' });
    await expect(paste).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    await expect(paste).toHaveAccessibleDescription(/^Statistics “.*”, after block 1\.$/);
    await userEvent.click(paste);
    await expect(sent(args.onChange).map((block) => block.id)).toEqual([
      'hero',
      'new-1',
      'stats',
      'features',
      'logos',
      'faq',
      'cta',
    ]);
    await expect({ ...sent(args.onChange)[1], id: 'stats' }).toEqual(sent(args.onChange)[2]);
    await expect(canvas.getByText('7 blocks')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /2\. Statistics/ })).toBeVisible();
    await expect(canvas.getByText(/^Pasted Statistics “.*” after block 1/)).toBeInTheDocument();
  },
};

/** A block copied on another page of the tab (the demo's hero), pasted into a new page. */
export const PastedIntoAnotherPage: Story = {
  args: { value: '[]' },
  beforeEach: () => {
    sessionStorage.setItem(CLIPBOARD_KEY, clipboardText([campaign[0]!]));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paste = canvas.getByRole('button', { name: 'Paste block' });
    await expect(paste).toHaveAccessibleDescription(
      'Hero “Run every batch, test and fee from one place”, at the end.',
    );
    await userEvent.click(paste);
    await expect(sent(args.onChange)).toEqual([{ ...campaign[0], id: 'new-1' }]);
    await expect(canvas.getByText('1 block')).toBeVisible();
  },
};

/**
 * The page already shows the statistics section: pasting it again is refused in the sdk's words,
 * beside Paste block and in the live region, and the page is left as it was.
 */
export const PasteRefused: Story = {
  args: { value: withSectionText },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy Landing page section/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Paste block' }));
    const message =
      'Not pasted: This section is already on the page: a page shows each section once.';
    await expect(canvas.getByRole('button', { name: 'Paste block' })).toHaveAccessibleDescription(
      message,
    );
    await expect(canvas.getAllByText(message)).toHaveLength(2);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('7 blocks')).toBeVisible();
  },
};

/** What the tab holds is not a copy this console can read: Paste block says to copy again. */
export const DamagedCopy: Story = {
  beforeEach: () => {
    sessionStorage.setItem(CLIPBOARD_KEY, '{"kind":"lms.console.pageBlocks","version":');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paste = canvas.getByRole('button', { name: 'Paste block' });
    await expect(paste).toHaveAttribute('aria-disabled', 'true');
    await expect(paste).toHaveAccessibleDescription(
      'The copied block could not be read: copy the block again.',
    );
  },
};

/** On a phone, Paste block and its line wrap under Add block; nothing pans sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  beforeEach: () => {
    sessionStorage.setItem(CLIPBOARD_KEY, clipboardText(campaign.slice(0, 2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two blocks held: the paste control says so.
    await expect(
      canvas.getByRole('button', { name: 'Paste 2 blocks' }),
    ).toHaveAccessibleDescription(/^Hero “.*” and 1 more, at the end\.$/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
