import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoToast } from './UndoToast';

const meta = {
  title: 'Console/Parts/UndoToast',
  component: UndoToast,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The body of a toast that can be taken back: what happened and Undo, for as long as the server allows (a delete: 30 seconds, then the Trash).\n\n**Do:** Use it for a delete the server keeps in the trash, shown for the server's window.\n\n**Don't:** Don't offer Undo for what cannot be undone, or keep it past the server's window.",
      },
    },
  },
  args: { message: 'Your Data Successfully Deleted.', seconds: 28, onUndo: fn() },
} satisfies Meta<typeof UndoToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome, how long Undo works, and Undo. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Undo works for 28 seconds.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** Undo asks to take it back. */
export const TakeItBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};
