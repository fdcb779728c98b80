import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { faqsFixture } from '@/src/fixtures/siteContent';
import { campaignBlocksText } from '@/src/fixtures/pageBuilder';
import { PageBuilder } from './PageBuilder';
import { box, emptyClipboard, HeldBuilder, sent } from './pageBuilderStories';

// Acting on several ticked blocks (issue 44): Select all (the bar's button, Ctrl/Cmd+A in the
// list), Escape to clear the ticks, and Hide, Show and Remove for all the ticked blocks at once,
// Remove with the builder's Undo. The copy of several is in PageBuilderCopySeveral.stories.tsx.

const meta = {
  title: 'Console/PageBuilder/ActOnSeveral',
  component: PageBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "Once a box is ticked, the bar in the builder's head offers Select all N blocks, Copy, Hide (Show once all the ticked are hidden) and Remove N blocks, and Clear selection. In the list (not in a text field), Ctrl+A or Cmd+A ticks every box and Escape clears the ticks; Escape in the bar clears them too and takes the focus to the first box that was ticked. Remove N blocks has the same Undo as a row's Remove.",
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

const ticks = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('checkbox', { checked: true });

/**
 * Ctrl+A on a box ticks all six and says so; Select all names how many it ticks, and once all
 * are ticked stays focusable, marked off. The focus stays (drawn) on it.
 */
export const SelectAll: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    box(canvasElement, 'Hero').focus();
    await user.keyboard('{Control>}a{/Control}');
    await expect(ticks(canvasElement)).toHaveLength(6);
    await expect(canvas.getByText('All 6 blocks selected.')).toBeInTheDocument();
    const all = canvas.getByRole('button', { name: 'Select all 6 blocks' });
    await expect(all).toHaveAttribute('aria-disabled', 'true');
    await user.click(box(canvasElement, 'Logo strip'));
    await expect(ticks(canvasElement)).toHaveLength(5);
    await expect(all).not.toHaveAttribute('aria-disabled');
    await user.click(all);
    await expect(ticks(canvasElement)).toHaveLength(6);
    await expect(canvas.getByText('6 blocks selected')).toBeVisible();
    await expect(all).toHaveFocus();
  },
};

/**
 * Escape clears the ticks from a box (the focus stays there) and from the bar (the focus goes to
 * the first box that was ticked, as the bar goes). A text field's Ctrl+A and Escape stay its own,
 * and Escape during a keyboard drag cancels the drag, not the ticks.
 */
export const EscapeClears: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(box(canvasElement, 'Statistics'));
    await user.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    const heading = canvas.getByRole('textbox', { name: 'Heading' });
    heading.focus();
    await user.keyboard('{Control>}a{/Control}{Escape}');
    await expect(ticks(canvasElement)).toHaveLength(1);
    await user.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    // A drag's Escape: the move is cancelled and the ticks stay.
    canvas.getByRole('button', { name: /^Move Hero/ }).focus();
    await user.keyboard(' ');
    await within(document.body).findByText(/^Hero .* is now at position 1 of 6\.$/);
    await user.keyboard('{Escape}');
    await within(document.body).findByText(/^Moving Hero .* cancelled\.$/);
    await expect(ticks(canvasElement)).toHaveLength(1);
    // From a box: the ticks go, the focus stays on the box.
    await user.click(box(canvasElement, 'FAQ list'));
    await user.keyboard('{Escape}');
    await expect(ticks(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText('No blocks selected.')).toBeInTheDocument();
    await expect(box(canvasElement, 'FAQ list')).toHaveFocus();
    // From the bar: the bar goes with the ticks, the focus goes to the first box that was ticked.
    await user.click(box(canvasElement, 'FAQ list'));
    await user.click(box(canvasElement, 'Statistics'));
    canvas.getByRole('button', { name: 'Copy 2 blocks' }).focus();
    await user.keyboard('{Escape}');
    await expect(ticks(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('group', { name: 'Selected blocks' })).toBeNull();
    await expect(box(canvasElement, 'Statistics')).toHaveFocus();
  },
};

/**
 * Four blocks ticked by a Shift-click range, hidden at once; the same button then shows them
 * again. With one of them shown, it hides them all. The focus stays (drawn) on the button.
 */
export const SeveralHidden: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(box(canvasElement, 'Statistics'));
    await user.keyboard('{Shift>}');
    await user.click(box(canvasElement, 'FAQ list'));
    await user.keyboard('{/Shift}');
    await user.click(canvas.getByRole('button', { name: 'Hide 4 blocks' }));
    const hidden = () => sent(args.onChange).map((block) => block.hidden === true);
    await expect(hidden()).toEqual([false, true, true, true, true, false]);
    await expect(canvas.getByText('4 blocks hidden.')).toBeInTheDocument();
    await expect(canvas.getByText('6 blocks, 4 hidden')).toBeVisible();
    const show = canvas.getByRole('button', { name: 'Show 4 blocks' });
    await expect(show).toHaveFocus();
    await user.click(show);
    await expect(hidden()).toEqual([false, false, false, false, false, false]);
    await expect(canvas.getByText('4 blocks shown.')).toBeInTheDocument();
    await user.click(canvas.getByRole('button', { name: /^Hide Feature grid/ }));
    await user.click(canvas.getByRole('button', { name: 'Hide 4 blocks' }));
    await expect(hidden()).toEqual([false, true, true, true, true, false]);
    await expect(canvas.getByRole('button', { name: 'Show 4 blocks' })).toHaveFocus();
  },
};

/**
 * Three blocks removed at once, with the toast's Undo that puts each back in its place; the
 * ticks go with the blocks. Removed again, the toast stays for its Undo.
 */
export const SeveralRemoved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const ids = () => sent(args.onChange).map((block) => block.id);
    for (const name of ['Statistics', 'Logo strip', 'Call-to-action band'])
      await user.click(box(canvasElement, name));
    await user.click(canvas.getByRole('button', { name: 'Remove 3 blocks' }));
    await expect(ids()).toEqual(['hero', 'features', 'faq']);
    await expect(canvas.getByText(/^Removed 3 blocks\./)).toBeVisible();
    await expect(ticks(canvasElement)).toHaveLength(0);
    // The focus stays in the list: on the block that took the first removed one's place.
    await expect(canvas.getByRole('button', { name: /^2\. Feature grid/ })).toHaveFocus();
    await user.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(ids()).toEqual(['hero', 'stats', 'features', 'logos', 'faq', 'cta']);
    await expect(canvas.getByText('3 blocks are back in their places.')).toBeInTheDocument();
    await expect(ticks(canvasElement)).toHaveLength(0);
    await user.click(box(canvasElement, 'Hero'));
    await user.click(box(canvasElement, 'FAQ list'));
    await user.click(canvas.getByRole('button', { name: 'Remove 2 blocks' }));
    await waitFor(() => expect(ids()).toEqual(['stats', 'features', 'logos', 'cta']));
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};
