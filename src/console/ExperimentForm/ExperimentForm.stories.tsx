import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import { experimentPages } from '@/src/fixtures/experiments';
import { ExperimentForm } from './ExperimentForm';

const meta = {
  title: 'Console/ExperimentForm',
  component: ExperimentForm,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Starts an experiment (issue 45 item 3): a name, a live page, one of its visible blocks, the variant edited in the page builder’s own fields for that block (starting as the live block), and the share of visitors who see it. Problems stand beside their fields, the variant’s beside its block fields.',
      },
    },
  },
  args: { pages: experimentPages, onStart: fn() },
} satisfies Meta<typeof ExperimentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Hero headline: price first');
  await userEvent.selectOptions(canvas.getByLabelText(/^Page/), 'for-coaching-institutes');
  await userEvent.selectOptions(canvas.getByLabelText(/^Block/), 'hero');
  return canvas;
};

/** Empty: only live pages offered, the block waits for the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByLabelText(/^Page/);
    await expect(within(page).queryByRole('option', { name: /Winter offer/ })).toBeNull();
    await expect(canvas.getByLabelText(/^Block/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^Share of visitors/)).toHaveValue(50);
  },
};

/** Picked, the variant's headline changed, 30% to it: the values the sdk accepts are sent. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement);
    const variant = within(canvas.getByRole('group', { name: 'The variant' }));
    const title = variant.getByLabelText(/^Heading/);
    await expect(title).toHaveValue('Run every batch, test and fee from one place');
    await userEvent.clear(title);
    await userEvent.type(title, 'From ₹2,999 a month');
    const split = canvas.getByLabelText(/^Share of visitors/);
    await userEvent.clear(split);
    await userEvent.type(split, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Hero headline: price first',
        page: 'for-coaching-institutes',
        blockId: 'hero',
        split: 30,
        variant: expect.objectContaining({ id: 'hero', title: 'From ₹2,999 a month' }),
      }),
    );
  },
};

/** Checked before sending: nothing chosen, a variant like the live block, a split of 0. */
export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement);
    const split = canvas.getByLabelText(/^Share of visitors/);
    await userEvent.clear(split);
    await userEvent.type(split, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expect(split).toHaveAccessibleDescription(/at least 1 percent of visitors/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^The variant is the same/);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** The server's refusals beside the fields they name, the variant's beside its block field. */
export const CreateWithErrors: Story = {
  args: {
    errors: {
      general: ExperimentMessages.alreadyRunning,
      name: 'Keep this under 120 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ExperimentMessages.alreadyRunning);
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription(/under 120 characters/),
    );
  },
};

/** A block under test already is listed, but not offered again. */
export const BlockUnderTest: Story = {
  args: { testedBlocks: [{ page: 'for-coaching-institutes', blockId: 'hero' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Page/), 'for-coaching-institutes');
    await expect(
      canvas.getByRole('option', { name: /^Hero: .*\(under test already\)$/ }),
    ).toBeDisabled();
  },
};

export const NoLivePages: Story = {
  args: { pages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No page is live yet: publish a page first.'),
    ).toBeVisible();
  },
};

export const Submitting: Story = { args: { busy: true } };

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
  },
};
