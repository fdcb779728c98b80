import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BLOCK_TYPES } from '@/sdk/content/pageBlocks';
import { faqsFixture } from '@/src/fixtures/siteContent';
import {
  blocksWithErrorsText,
  campaignBlocksText,
  hiddenBlockText,
} from '@/src/fixtures/pageBuilder';
import { PageBuilder } from './PageBuilder';
import { HeldBuilder } from './pageBuilderStories';

const meta = {
  title: 'Console/PageBuilder',
  component: PageBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "A page's blocks in the page form: the list in page order, the selected block's fields beside it (under it on a phone), Add block with every block type, moves by Up and Down or by drag and keyboard, duplicate, hide and remove with Undo. Each block is checked with the sdk's schema of its type as the editor types.\n\n**Do:** Use it for a `blocks` field (ContentFormField draws it).\n\n**Don't:** Don't edit the blocks' JSON by hand: the builder keeps ids unique and the shape the server takes.",
      },
    },
  },
  args: { value: campaignBlocksText, onChange: fn(), faqs: faqsFixture },
  render: (args) => <HeldBuilder {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '64rem' }}>{Story()}</div>],
} satisfies Meta<typeof PageBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' visible first lines ("1. Hero"), in order. */
const types = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.page-builder__type')].map((el) => el.textContent);
/** The block list's JSON as the builder last sent it. */
const sent = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return JSON.parse(String(calls.at(-1)?.[0])) as { id: string; [k: string]: unknown }[];
};

/** A campaign page: six blocks in order, each with its type, its heading and its actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 blocks')).toBeVisible();
    await expect(types(canvasElement)).toEqual([
      '1. Hero',
      '2. Statistics',
      '3. Feature grid',
      '4. Logo strip',
      '5. FAQ list',
      '6. Call-to-action band',
    ]);
    await expect(canvas.getByText('Run every batch, test and fee from one place')).toBeVisible();
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Up Hero/ })).toBeDisabled();
  },
};

/** A new page: no blocks yet, and a way to add the first. */
export const Empty: Story = {
  args: { value: '[]' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This page has no blocks yet/)).toBeVisible();
    await expect(canvas.getByText('0 blocks')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add block' })).toBeEnabled();
  },
};

/** Selecting a block opens its fields; typing changes the page's JSON and the list's line. */
export const BlockSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^5\. FAQ list/ }));
    const panel = canvas.getByRole('region', { name: /5\. FAQ list/ });
    await expect(
      within(panel).getByRole('checkbox', { name: 'Skills-Based Learning' }),
    ).toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Easy to Use Platform' }));
    await expect(sent(args.onChange)[4]).toMatchObject({ faqIds: ['faq-1', 'faq-2'] });
    await userEvent.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    const hero = canvas.getByRole('region', { name: /1\. Hero/ });
    const heading = within(hero).getByRole('textbox', { name: 'Heading' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Coaching, online');
    await expect(sent(args.onChange)[0]).toMatchObject({ id: 'hero', title: 'Coaching, online' });
    await expect(
      canvas.getByText('Coaching, online', { selector: '.page-builder__summary' }),
    ).toBeVisible();
    await expect(
      within(hero).getByRole('switch', { name: 'Show the lead form beside the heading' }),
    ).toBeChecked();
  },
};

/** Blocks fed by a collection say where their items are edited. */
export const CollectionBlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^4\. Logo strip/ }));
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveAttribute(
      'href',
      '/manage-client',
    );
  },
};

/**
 * A half-finished page: blocks with problems are marked in the list, and each problem stands
 * beside its field in the sdk's words; the server's message for the field sits at the top.
 */
export const WithErrors: Story = {
  args: { value: blocksWithErrorsText, error: 'Block 2: All fields are required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Block 2: All fields are required.')).toBeVisible();
    await expect(canvas.getAllByText('Needs attention')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^2\. Statistics/ }));
    const figure = canvas.getByRole('textbox', { name: 'Figure' });
    await expect(figure).toHaveAccessibleDescription(/Fill this in\./);
    await userEvent.type(figure, '1,200+');
    await expect(canvas.getAllByText('Needs attention')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^3\. Video/ }));
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveAccessibleDescription(/Paste a YouTube or Vimeo address/);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A hidden block stays in its place, marked Hidden; Show puts it back on the page. */
export const HiddenBlock: Story = {
  args: { value: hiddenBlockText },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 blocks, 1 hidden')).toBeVisible();
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Show Statistics/ }));
    await expect(sent(args.onChange)[1]).toMatchObject({ id: 'stats', hidden: false });
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Hide Statistics/ }));
    await expect(canvas.getByText('Hidden')).toBeVisible();
  },
};

/** Add block lists every block type with a line on what it shows; Escape closes the list. */
export const AddBlockPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add block' });
    await userEvent.click(add);
    await userEvent.keyboard('{Escape}');
    await expect(add).toHaveFocus();
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(add);
    await expect(canvas.getByText('Choose a block to add at the end:')).toBeVisible();
    const choices = canvas.getAllByRole('button', { name: /^(Hero|Rich text|Video|Statistics)/ });
    await expect(choices).toHaveLength(4);
    const list = canvasElement.querySelectorAll('.page-builder__choice');
    await expect(list).toHaveLength(BLOCK_TYPES.length);
    await expect(
      canvas.getByText(/loads nothing from them until the visitor plays it/),
    ).toBeVisible();
  },
};

/** A picked block goes after the selected one, its fields open with sensible starting values. */
export const AddedBlock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^1\. Hero/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Video/ }));
    const panel = canvas.getByRole('region', { name: /2\. Video/ });
    await expect(within(panel).getByRole('heading', { name: /2\. Video/ })).toHaveFocus();
    await expect(sent(args.onChange)[1]).toMatchObject({ id: 'new-1', type: 'video' });
    await expect(within(panel).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'See it in two minutes',
    );
    await expect(canvas.getByText('7 blocks')).toBeVisible();
  },
};

/**
 * A landing page section: a select of the sections by name, and a link to the screen where the
 * chosen section's content is edited (it follows the choice).
 */
export const LandingSectionAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Landing page section/ }));
    const panel = canvas.getByRole('region', { name: /7\. Landing page section/ });
    const select = within(panel).getByRole('combobox', { name: 'Section' });
    await expect(select).toHaveValue('sellCourse');
    await expect(within(panel).getByRole('link', { name: 'Course' })).toHaveAttribute(
      'href',
      '/course',
    );
    await userEvent.selectOptions(select, 'Feature tabs');
    await expect(sent(args.onChange)[6]).toMatchObject({
      type: 'landingSection',
      section: 'featureTabs',
    });
    await expect(within(panel).getByRole('link', { name: 'Feature Tabs' })).toHaveAttribute(
      'href',
      '/manage-feature-tabs',
    );
    await expect(
      canvas.getByRole('button', { name: /^7\. Landing page section/ }),
    ).toHaveTextContent('Feature tabs');
  },
};

/** Remove takes the block away at once; Undo puts it back in its place. */
export const RemovedWithUndo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove Statistics/ }));
    await expect(canvas.getByText('5 blocks')).toBeVisible();
    await expect(canvas.getByText(/Removed Statistics/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(sent(args.onChange).map((b) => b.id)).toEqual([
      'hero',
      'stats',
      'features',
      'logos',
      'faq',
      'cta',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove Feature grid/ }));
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
    // The focus stays in the list: on the block that took the removed one's place.
    await expect(canvas.getByRole('button', { name: /^3\. Logo strip/ })).toHaveFocus();
  },
};

/**
 * Moving without a mouse: Down moves the block and keeps the focus on its button, and a live
 * region says where it went; the handle moves it as the tables' rows do (Space, arrows, Space).
 */
export const MoveByKeyboard: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Down Hero/ }));
    await expect(types(canvasElement).slice(0, 2)).toEqual(['1. Statistics', '2. Hero']);
    await expect(canvas.getByRole('button', { name: /^Down Hero/ })).toHaveFocus();
    await expect(
      canvas.getByText(
        'Hero “Run every batch, test and fee from one place” moved to position 2 of 6.',
      ),
    ).toBeInTheDocument();
    // Each key once the last step was announced, as the tables' stories do (keys sent at once
    // can be lost while the list measures its rows).
    const announced = (text: RegExp) => within(document.body).findByText(text);
    canvas.getByRole('button', { name: /^Move Statistics/ }).focus();
    await userEvent.keyboard(' ');
    await announced(/^Statistics .* is now at position 1 of 6\.$/);
    await userEvent.keyboard('{ArrowDown}');
    await announced(/^Statistics .* is now at position 2 of 6\.$/);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        sent(args.onChange)
          .map((b) => b.id)
          .slice(0, 2),
      ).toEqual(['hero', 'stats']),
    );
  },
};

/**
 * A drag in progress, from the keyboard: the hero picked up and carried one place down, not
 * dropped yet. The page's JSON is unchanged until the drop.
 */
export const DragInProgress: Story = {
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const announced = (text: RegExp) => within(document.body).findByText(text);
    canvas.getByRole('button', { name: /^Move Hero/ }).focus();
    await userEvent.keyboard(' ');
    await announced(/^Hero .* is now at position 1 of 6\.$/);
    await userEvent.keyboard('{ArrowDown}');
    await announced(/^Hero .* is now at position 2 of 6\.$/);
    await expect(canvasElement.querySelector('[data-dragging]')).toHaveAttribute(
      'data-block-id',
      'hero',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On a phone the fields open under the list, and nothing pans sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^2\. Statistics/ }));
    const list = canvasElement.querySelector('.page-builder__list')!;
    const panel = canvas.getByRole('region', { name: /2\. Statistics/ });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(
      list.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
