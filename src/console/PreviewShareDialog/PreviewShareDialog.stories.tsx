import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewShareDialog } from './PreviewShareDialog';
import type { PreviewShareDialogProps } from './PreviewShareDialog';

const shared = 'https://example.in/preview/story-preview-token-7f3a9c2e5b1d4f60a8e2c7b9d3f1a6e4/';

/** The dialog with its container's answer to a create. */
function Sharing(args: PreviewShareDialogProps) {
  const [created, setCreated] = useState(args.created ?? null);
  return (
    <PreviewShareDialog
      {...args}
      created={created}
      onCreate={(input) => {
        args.onCreate(input);
        setCreated({ url: shared, expiresAt: '2026-11-24T06:30:00.000Z' });
      }}
    />
  );
}

const meta = {
  title: 'Console/PreviewShareDialog',
  component: PreviewShareDialog,
  render: (args) => <Sharing {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "From a content form: make a preview link of the drafts and copy it, without leaving the form; a link leads to the list where links are revoked.\n\n**Do:** Open it from the form's Share preview link.\n\n**Don't:** Don't use it to show the console's own preview (that one is made once per visit, quietly).",
      },
    },
  },
  args: {
    open: true,
    onClose: fn(),
    onCreate: fn(),
    onCopy: fn(() => Promise.resolve()),
    managePath: '/preview-links',
  },
} satisfies Meta<typeof PreviewShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: who it is for, how long it works, and the way to the list of links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Share a preview link',
    });
    await expect(within(dialog).getByLabelText('Link works for')).toHaveDisplayValue('3 days');
    await expect(
      within(dialog).getByRole('link', { name: 'See and revoke all links' }),
    ).toBeVisible();
  },
};

/** Create, copy, close. */
export const CreateCopyClose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Share a preview link',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ label: '', hours: 72 });
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shared);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
