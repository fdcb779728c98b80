import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  heroResults,
  noDataResults,
  noDifferenceResults,
  oneDayResults,
  srmResults,
  variantKeptResults,
} from '@/src/fixtures/experiments';
import { ExperimentResults } from './ExperimentResults';

const meta = {
  title: 'Console/ExperimentResults',
  component: ExperimentResults,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'One experiment on a campaign page’s block (issue 45 item 3): the verdict in words, each version’s visitors, leads and conversion rate, the difference with its 95% interval drawn around zero (its text beside it), a warning above everything when the visitors do not match the split, and the end: keep the page as it is, or keep the variant as a draft of the page to publish.\n\n**Do:** Say what the numbers allow (still collecting, no clear difference) before anyone decides.\n\n**Don’t:** Don’t call a winner while the counts cannot be trusted, and don’t end without a confirmation.',
      },
    },
  },
  args: { results: heroResults, mayEnd: true, onEnd: fn(), draftPath: '/update-page/page-1' },
} satisfies Meta<typeof ExperimentResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Running, results in: the variant converts better, the whole interval above zero. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'The variant converts better' }),
    ).toBeVisible();
    const arms = within(canvas.getByRole('table', { name: 'Visitors and leads by version' }));
    await expect(arms.getByRole('row', { name: /^The variant/ })).toHaveTextContent(
      /2,388.*131.*5\.5%/,
    );
    await expect(
      canvas.getByRole('img', { name: /variant minus the page as it is: \+1\.5 points/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Just started: nobody counted, no difference drawn, the sample each version needs. */
export const NoData: Story = {
  args: { results: noDataResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Still collecting: each version needs 2,000 visitors' }),
    ).toBeVisible();
    await expect(canvas.getByText('Shown once both versions have visitors.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A day in: a wide interval across zero, still collecting. */
export const OneDay: Story = {
  args: { results: oneDayResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^The one with fewer has 95 so far/)).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/−4\.0 to \+6\.0 points/);
  },
};

export const NoDifference: Story = {
  args: { results: noDifferenceResults },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No clear difference yet' }),
    ).toBeVisible();
  },
};

/** The visitors do not match the split: a warning above all, and no winner called. */
export const SrmFlagged: Story = {
  args: { results: srmResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent(/do not match the split/);
    await expect(warning).toHaveTextContent(/got 40\.0% \(1,936 of 4,840\)/);
    await expect(
      canvas.getByRole('heading', { name: 'The counts cannot be trusted' }),
    ).toBeVisible();
  },
};

/** Ended, the variant kept: where its draft waits. No end controls. */
export const WinnerChosen: Story = {
  args: { results: variantKeptResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^The variant was kept: a draft of the page/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the page’s draft' })).toHaveAttribute(
      'href',
      '/update-page/page-1',
    );
    await expect(canvas.queryByRole('button', { name: /^Keep/ })).toBeNull();
  },
};

/** Keeping the variant asks first, saying a draft is saved to publish. */
export const KeepVariantAsksFirst: Story = {
  parameters: { visual: { focus: 'kept', fullPage: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the variant' }));
    const dialog = await canvas.findByRole('dialog', { name: 'End it and keep the variant?' });
    await expect(dialog).toHaveTextContent(/a draft of \/for-coaching-institutes with the variant/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End and keep the variant' }));
    await expect(args.onEnd).toHaveBeenCalledWith('variant');
  },
};

/** No right to end it: the results only. */
export const ReadOnly: Story = {
  args: { mayEnd: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Keep/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { results: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the results…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    results: null,
    loadError: { message: 'The results could not be loaded.', requestId: 'req-4e1a' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('req-4e1a');
  },
};

export const Narrow: Story = {
  args: { results: srmResults },
  globals: { viewport: { value: 'narrow' } },
};
