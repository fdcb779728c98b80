import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { trashItems } from '@/src/fixtures/publishing';
import { TrashList } from './TrashList';

const meta = {
  title: 'Console/TrashList',
  component: TrashList,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Trash screen: deleted items with who deleted them and when (India time), how long they are kept, and Restore, which puts them back in their place.\n\n**Do:** Send people here from a delete whose toast's Undo has gone.\n\n**Don't:** Don't show Restore to someone who may not publish (an editor while review is on).",
      },
    },
  },
  args: {
    items: trashItems,
    onRestore: fn(),
    historyPath: (item) => `/history?key=${item.key}&id=${item.recordId}`,
  },
} satisfies Meta<typeof TrashList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two deleted items, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Trash (2)' });
    await expect(within(table).getByRole('row', { name: /Sneha Iyer/ })).toHaveTextContent(
      'admin, 21 Nov 2026, 11:25 am IST',
    );
    await expect(within(table).getByRole('link', { name: 'Sneha Iyer' })).toBeVisible();
  },
};

/** Restore asks the container to put the item back. */
export const Restore: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Restore Old Horizon Tutorials' }),
    );
    await expect(args.onRestore).toHaveBeenCalledWith(trashItems[1]);
  },
};

/** Review on, an editor: the list without Restore. */
export const WithoutRestore: Story = {
  args: { mayRestore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Restore/ })).toBeNull();
    await expect(canvas.getAllByText('An admin restores it')).toHaveLength(2);
  },
};

/** Nothing deleted. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The trash is empty.')).toBeVisible();
  },
};

/** On its way: the table says so. */
export const Loading: Story = {
  args: { items: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the trash…')).toBeVisible();
  },
};

/** Could not be read: why, the request id and Try again, never the empty state. */
export const LoadFailed: Story = {
  args: {
    items: null,
    loadError: {
      message: 'The trash could not be loaded. Please try again.',
      requestId: 'req-7f1',
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-7f1');
    await expect(canvas.queryByText('The trash is empty.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
