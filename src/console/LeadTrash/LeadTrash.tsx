import { useState } from 'react';
import type { TrashedLead } from '@/sdk/schemas/leadTrash';
import { LEAD_TRASH_DAYS } from '@/sdk/schemas/leadTrash';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTableServerPaged, type DataTableServerPageProps } from '../DataTable';
import { formatDateTime } from '../format';
import './LeadTrash.css';

export interface LeadTrashProps extends DataTableServerPageProps {
  /** The trashed leads of the current page, the latest moved there first. */
  leads: readonly TrashedLead[];
  /** An admin: may delete a lead for good and empty the trash (issue 43). */
  canPurge: boolean;
  /** A restore or purge is in flight: the buttons wait. */
  busy?: boolean;
  /** Called with the lead to put back in the inbox. */
  onRestore: (lead: TrashedLead) => void;
  /** Called with the lead to delete for good, after the user confirmed. */
  onPurge: (lead: TrashedLead) => void;
  /** Called after the user confirmed emptying the whole trash. */
  onEmpty: () => void;
}

const COLUMNS = ['Name', 'Email', 'Moved to trash', 'Deleted for good on', 'Action'];

/**
 * The leads' trash: what was moved there, by whom, and when the server deletes it for good.
 * Restoring is the leads team's; deleting for good (one, or the whole trash) is an admin's and
 * asks first, in the console's own dialog.
 */
export function LeadTrash({
  leads,
  canPurge,
  busy = false,
  onRestore,
  onPurge,
  onEmpty,
  ...paging
}: LeadTrashProps) {
  const [purging, setPurging] = useState<TrashedLead | null>(null);
  const [emptying, setEmptying] = useState(false);
  return (
    <div className="lead-trash">
      <div className="lead-trash__intro">
        <p>
          {`Leads moved to the trash stay here for ${LEAD_TRASH_DAYS} days; restore one to put it back in the inbox. After that they are deleted for good.`}
        </p>
        {canPurge ? (
          <button
            type="button"
            className="lead-trash__empty"
            disabled={busy || paging.total === 0}
            onClick={() => setEmptying(true)}
          >
            Empty trash
          </button>
        ) : null}
      </div>
      <DataTableServerPaged
        caption="Trash"
        columns={COLUMNS}
        empty={leads.length === 0}
        emptyMessage="The trash is empty."
        {...paging}
      >
        {leads.map((lead) => (
          <tr key={lead._id}>
            <td>{lead.name}</td>
            <td>{lead.email}</td>
            <td>
              {formatDateTime(lead.trashedAt)}
              <span className="lead-trash__by">by {lead.trashedBy}</span>
            </td>
            <td>{formatDateTime(lead.purgeAt)}</td>
            <td className="lead-trash__actions">
              <button
                type="button"
                className="data-table__action"
                disabled={busy}
                onClick={() => onRestore(lead)}
              >
                Restore<VisuallyHidden> lead from {lead.name}</VisuallyHidden>
              </button>
              {canPurge ? (
                <button
                  type="button"
                  className="data-table__action lead-trash__purge"
                  disabled={busy}
                  onClick={() => setPurging(lead)}
                >
                  Delete for good<VisuallyHidden> the lead from {lead.name}</VisuallyHidden>
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTableServerPaged>
      <ConfirmDialog
        open={purging !== null}
        title="Delete this lead for good?"
        confirmLabel="Delete for good"
        destructive
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          if (purging) onPurge(purging);
          setPurging(null);
        }}
      >
        {`The enquiry from ${purging?.name ?? ''} will be deleted for good. This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={emptying}
        title="Empty the trash?"
        confirmLabel="Empty trash"
        destructive
        onCancel={() => setEmptying(false)}
        onConfirm={() => {
          setEmptying(false);
          onEmpty();
        }}
      >
        {`Every lead in the trash (${paging.total}) will be deleted for good. This cannot be undone.`}
      </ConfirmDialog>
    </div>
  );
}
