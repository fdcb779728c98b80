import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultHomeBlocks } from '@/sdk/content/homeLayout';
import { faqsFixture } from '@/src/fixtures/siteContent';
import { PageBuilder } from './PageBuilder';
import { HeldBuilder } from './pageBuilderStories';

// The page builder with `/`'s layout (issue 44, docs/pages.md): the blocks open with the banner,
// so the builder keeps it first and shown and offers the landing page's sections only.

const meta = {
  title: 'Console/PageBuilder/HomeLayout',
  component: PageBuilder,
  parameters: {
    docs: {
      description: {
        component:
          "The home page's layout in the page builder: the banner first and fixed, then the landing page's sections, each moved, hidden or removed. Their words and pictures are edited on each section's own screen.",
      },
    },
  },
  args: { value: JSON.stringify(defaultHomeBlocks()), onChange: fn(), faqs: faqsFixture },
  render: (args) => <HeldBuilder {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '64rem' }}>{Story()}</div>],
} satisfies Meta<typeof PageBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summaries of the rows, in order. */
const summaries = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.page-builder__summary')].map((el) => el.textContent);
/** The sections as the builder last sent them, hidden ones marked. */
const sent = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  const blocks = JSON.parse(String(calls.at(-1)?.[0])) as { section: string; hidden: boolean }[];
  return blocks.map((block) => (block.hidden ? `(${block.section})` : block.section));
};

/** `/` as it is with no layout stored: the banner, fixed, and the eleven sections in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The home page \(\/\): the banner opens it/)).toBeVisible();
    await expect(canvas.getByText('12 blocks')).toBeVisible();
    await expect(summaries(canvasElement).slice(0, 3)).toEqual([
      'Banner (opens the home page only)',
      'Client logos',
      'About e-learning',
    ]);
    await expect(canvas.getByText('Always first')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Hide .*Banner/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Up .*Client logos/ })).toBeDisabled();
    // A section shows once on the home page: no row offers a copy.
    await expect(canvas.queryByRole('button', { name: /^Duplicate/ })).toBeNull();
  },
};

/** An editor hides the client logos, moves the FAQ up and finds only sections to add. */
export const SectionsMoved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Hide .*Client logos/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Up .*FAQ/ }));
    await expect(sent(args.onChange).slice(0, 10)).toEqual([
      'banner',
      '(clientLogos)',
      'eLearning',
      'services',
      'whyChoose',
      'appBanners',
      'sellCourse',
      'stats',
      'faqs',
      'featureTabs',
    ]);
    await expect(canvas.getByText('12 blocks, 1 hidden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await expect(canvasElement.querySelectorAll('.page-builder__choice')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /^Landing page section/ })).toBeVisible();
  },
};
