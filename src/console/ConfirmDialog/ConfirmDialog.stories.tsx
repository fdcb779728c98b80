import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Opens the dialog from a button, the way the tables do, so focus return can be checked. */
function DeleteButtonWithConfirm(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: '1rem' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Acme Learning
      </button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Console/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component:
          "A modal question before something that cannot be undone. Focus starts on Cancel, so a stray Enter never deletes, and returns to the button that opened it.\n\n**Do:** Use it before a delete or any step that loses work; say what goes and that it cannot be undone.\n\n**Don't:** Don't use it for information or success messages (a toast), or to ask before safe, undoable steps.",
      },
    },
  },
  args: {
    open: false,
    title: 'Delete this client?',
    children: 'Acme Learning will be removed from the site. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <DeleteButtonWithConfirm {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before a delete, as the tables do: focus starts on Cancel. */
export const Default: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: 'Delete this client?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Opening moves focus to Cancel; confirming calls onConfirm and returns focus to the opener. */
export const ConfirmDeletes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete Acme Learning' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this client?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Acme Learning' }));
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Shown open, as a reviewer sees it. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/cannot be undone/)).toBeVisible();
  },
};

export const NonDestructive: Story = {
  args: {
    open: true,
    title: 'Publish changes?',
    children: undefined,
    confirmLabel: 'Publish',
    destructive: false,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Publish changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
