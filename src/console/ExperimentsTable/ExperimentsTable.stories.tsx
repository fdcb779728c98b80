import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ctaExperiment, experiments, heroExperiment } from '@/src/fixtures/experiments';
import { ExperimentsTable } from './ExperimentsTable';

const meta = {
  title: 'Console/ExperimentsTable',
  component: ExperimentsTable,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Every experiment on a campaign page’s block (issue 45 item 3), running ones first: the page and block tested, the split, when it started, its status and what was kept when it ended. Results shows one below.',
      },
    },
  },
  args: { experiments, selectedId: heroExperiment.id, onSelect: fn() },
} satisfies Meta<typeof ExperimentsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two running, two ended (one kept the variant, one the page). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: /^Experiments/ }));
    await expect(table.getAllByRole('row')).toHaveLength(experiments.length + 1);
    await expect(table.getByRole('row', { name: /^Hero eyebrow/ })).toHaveTextContent(
      /Ended.*The variant/,
    );
    await userEvent.click(table.getByRole('button', { name: `Results of ${ctaExperiment.name}` }));
    await expect(args.onSelect).toHaveBeenCalledWith(ctaExperiment);
  },
};

export const Empty: Story = {
  args: { experiments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No experiments yet\./)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { experiments: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the experiments…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    experiments: null,
    loadError: { message: 'The experiments could not be loaded.', requestId: 'req-77aa' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('req-77aa');
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
