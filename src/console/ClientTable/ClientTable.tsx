import { useState } from 'react';
import type { ClientItem } from '@/sdk/content';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, DataTableRowActions, truncate, type DataTableColumn } from '../DataTable';
import { Toggle } from '../Toggle';

export interface ClientTableProps {
  /** The clients, active and inactive. */
  clients: readonly ClientItem[];
  /** Turns a stored path into a full URL (API host + path); the container knows the host. */
  imageUrl: (path: string) => string;
  /** Shows the loading row while the list is fetched. */
  loading?: boolean;
  /** Ids of clients with a change in flight; their toggle and actions are disabled. */
  pendingIds?: readonly string[];
  /** Called with the client whose Status toggle was flipped; the container sends the change. */
  onToggleStatus: (client: ClientItem) => void;
  /** Called with the client to edit. */
  onEdit: (client: ClientItem) => void;
  /** Called with the client to delete, only after the user confirmed. */
  onDelete: (client: ClientItem) => void;
}

/** Manage Client: S.NO, Client Image, Client Name, Status, Action. */
export function ClientTable({
  clients,
  imageUrl,
  loading,
  pendingIds = [],
  onToggleStatus,
  onEdit,
  onDelete,
}: ClientTableProps) {
  const [toDelete, setToDelete] = useState<ClientItem | null>(null);
  const columns: DataTableColumn<ClientItem>[] = [
    { id: 'sno', header: 'S.NO', cell: (_, position) => position },
    {
      id: 'image',
      header: 'Client Image',
      cell: (c) => (
        <img
          className="data-table__thumb data-table__thumb--client"
          src={imageUrl(c.clientImg)}
          alt={`${c.clientTitle} logo`}
          width={100}
          height={30}
        />
      ),
    },
    {
      id: 'name',
      header: 'Client Name',
      cell: (c) => <span title={c.clientTitle}>{truncate(c.clientTitle)}</span>,
      sortValue: (c) => c.clientTitle,
      filterValue: (c) => c.clientTitle,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <Toggle
          checked={c.isActive}
          label={`Status of ${c.clientTitle}`}
          hideLabel
          disabled={pendingIds.includes(c._id)}
          onChange={() => onToggleStatus(c)}
        />
      ),
      sortValue: (c) => (c.isActive ? 1 : 0),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (c) => (
        <DataTableRowActions
          itemName={c.clientTitle}
          disabled={pendingIds.includes(c._id)}
          onEdit={() => onEdit(c)}
          onDelete={() => setToDelete(c)}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={clients}
        columns={columns}
        getRowKey={(c) => c._id}
        caption="Clients"
        loading={loading}
        emptyMessage="No clients yet."
        filterLabel="Search clients"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this client?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      >
        {toDelete
          ? `${toDelete.clientTitle} will be removed from the site. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </>
  );
}
