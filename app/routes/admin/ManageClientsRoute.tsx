import { useNavigate } from 'react-router-dom';
import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { ClientTable } from '@/src/console/ClientTable';
import { useManagedList } from '@/app/admin/useManagedList';

/** /manage-client: every client, with status toggle, edit and delete. */
export function Component() {
  const navigate = useNavigate();
  const list = useManagedList({
    load: () => sdk.clients.getAll(),
    setActive: async (client, isActive) =>
      (
        await sdk.clients.update({
          clientSectionId: client._id,
          clientTitle: client.clientTitle,
          isActive,
        })
      ).item,
    remove: async (client) => (await sdk.clients.delete({ clientSectionId: client._id })).id,
  });
  return (
    <ClientTable
      clients={list.items}
      imageUrl={mediaUrl}
      loading={list.loading}
      pendingIds={list.pendingIds}
      onToggleStatus={(client) => void list.toggle(client)}
      // Inactive items open their update form too (docs/spec-notes.md).
      onEdit={(client) => void navigate(`/update-client/${client._id}`)}
      onDelete={(client) => void list.remove(client)}
    />
  );
}
