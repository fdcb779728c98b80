import { useId, useRef } from 'react';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { useModalDialog } from '@/src/hooks/useModalDialog';
import { LeadDetailDrawerBody } from './LeadDetailDrawerBody';
import type { LeadDetailChange } from './LeadDetailDrawerBody';
import './LeadDetailDrawer.css';

export interface LeadDetailDrawerProps {
  /** The lead to show; null keeps the drawer closed. */
  lead: LeadRecord | null;
  /** Called with the status and note on Save. */
  onSave: (change: LeadDetailChange) => void;
  /** Called when the user confirmed the delete. */
  onDelete: () => void;
  /** Called on Close or Escape; the parent sets `lead` to null. */
  onClose: () => void;
  /** A save or delete is in flight: the form and its buttons wait. */
  saving?: boolean;
}

/**
 * One lead in a side drawer on the native modal <dialog> (useModalDialog): the top layer lets
 * ConfirmDialog stack above it. Focus starts on Close and goes back to the row's Open button when
 * the drawer closes.
 */
export function LeadDetailDrawer({
  lead,
  onSave,
  onDelete,
  onClose,
  saving = false,
}: LeadDetailDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialog = useModalDialog({ open: lead !== null, onClose, initialFocus: closeRef });

  return (
    <dialog
      ref={dialog.dialogRef}
      className="lead-drawer"
      aria-labelledby={titleId}
      onCancel={dialog.onCancel}
    >
      {lead ? (
        <LeadDetailDrawerBody
          // Keyed by lead: another lead starts a fresh form, not the last one's draft.
          key={lead._id}
          lead={lead}
          titleId={titleId}
          closeRef={closeRef}
          saving={saving}
          onSave={onSave}
          onDelete={onDelete}
          onClose={onClose}
        />
      ) : null}
    </dialog>
  );
}
