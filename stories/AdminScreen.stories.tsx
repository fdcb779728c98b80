import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ClientItem } from '@/sdk/content';
import { AdminLayout } from '@/src/console/AdminLayout';
import { ClientTable } from '@/src/console/ClientTable';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { clientFixtures } from '@/src/fixtures/adminContent';
import { storyImageUrl } from '@/src/fixtures/adminImages';

interface ManageClientScreenProps {
  /** The clients the screen starts with. */
  clients: readonly ClientItem[];
  /** Shows the table's loading row. */
  loading?: boolean;
  /** Spy for the user menu's Logout. */
  onLogout: () => void;
  /** Spy for Edit. */
  onEdit: (client: ClientItem) => void;
}

/**
 * The Manage Client screen as the app assembles it, with the container's effects replaced by local
 * state: a status change or delete answers at once and toasts the spec's message.
 */
function ManageClientScreen({
  clients: initial,
  loading,
  onLogout,
  onEdit,
}: ManageClientScreenProps) {
  const [clients, setClients] = useState(initial);
  return (
    <>
      <SiteToaster variant="admin" />
      <AdminLayout
        currentPath="/manage-client"
        pageTitle="Manage Client"
        userName="Asha Kapoor"
        onLogout={onLogout}
      >
        <ClientTable
          clients={clients}
          loading={loading}
          imageUrl={storyImageUrl}
          onEdit={onEdit}
          onToggleStatus={(client) => {
            setClients((list) =>
              list.map((c) => (c._id === client._id ? { ...c, isActive: !c.isActive } : c)),
            );
            toast.success('Your Data Successfully Updated.');
          }}
          onDelete={(client) => {
            setClients((list) => list.filter((c) => c._id !== client._id));
            toast.success('Your Data Successfully Deleted.');
          }}
        />
      </AdminLayout>
    </>
  );
}

const meta = {
  title: 'Pages/Admin Manage Client',
  component: ManageClientScreen,
  args: { clients: clientFixtures, onLogout: fn(), onEdit: fn() },
  parameters: { router: { initialEntries: ['/manage-client'] } },
  beforeEach: () => () => toast.remove(),
} satisfies Meta<typeof ManageClientScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Client' })).toBeVisible();
    await expect(canvas.getByText('1 to 5 of 12')).toBeVisible();
    // A status change flips the switch and toasts the spec's message.
    const status = canvas.getByRole('switch', { name: 'Status of Acme Learning' });
    await expect(status).not.toBeChecked();
    await userEvent.click(status);
    await expect(status).toBeChecked();
    await expect(await canvas.findByText('Your Data Successfully Updated.')).toBeVisible();
    // Delete asks first, then the list shrinks.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Apex Tutorials' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this client?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByText('1 to 5 of 11')).toBeVisible());
    await expect(await canvas.findByText('Your Data Successfully Deleted.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Delhi Science Classes' }));
    await expect(args.onEdit).toHaveBeenCalledWith(clientFixtures[2]);
  },
};

export const Loading: Story = {
  args: { clients: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await expect(await canvas.findByRole('link', { name: 'Manage Client' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Asha Kapoor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
