import { useId, useRef, useState } from 'react';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { useModalDialog } from '@/src/hooks/useModalDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import { LeadDetailDrawerBody } from './LeadDetailDrawerBody';
import type { LeadDetailChange } from './LeadDetailDrawerBody';
import './LeadDetailDrawer.css';

export interface LeadDetailDrawerProps {
  /** The lead to show; null keeps the drawer closed. */
  lead: LeadRecord | null;
  /** Called with the status and note on Save. */
  onSave: (change: LeadDetailChange) => void;
  /**
   * Called when the user confirmed moving the lead to the trash; left out for a role that may not
   * (sales, without `leadRemoval`), which then sees no button.
   */
  onDelete?: () => void;
  /** Called on Close or Escape; the parent sets `lead` to null. */
  onClose: () => void;
  /** A save or delete is in flight: the form and its buttons wait. */
  saving?: boolean;
  /**
   * The status and note as last edited for this lead, kept by the container while the drawer is
   * open, so a drawer drawn again (a reloaded list) starts from the draft, not the stored lead.
   */
  draft?: LeadDetailChange | null;
  /** Called with the status and note on every edit. */
  onDraftChange?: (draft: LeadDetailChange) => void;
}

/**
 * One lead in a side drawer on the native modal <dialog> (useModalDialog): the top layer lets
 * ConfirmDialog stack above it. Focus starts on Close and goes back to the row's Open button when
 * the drawer closes. Closing it (Close, Escape) with a changed status or note asks first.
 */
export function LeadDetailDrawer({
  lead,
  onSave,
  onDelete,
  onClose,
  saving = false,
  draft = null,
  onDraftChange,
}: LeadDetailDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [discarding, setDiscarding] = useState(false);
  // The latest edit of this lead (the container may keep none: stories, tests).
  const [edited, setEdited] = useState<{ id: string; change: LeadDetailChange } | null>(null);
  const current = lead && edited?.id === lead._id ? edited.change : draft;
  const changed =
    lead !== null &&
    current !== null &&
    (current.status !== lead.status || current.note !== lead.note);
  const edit = (change: LeadDetailChange) => {
    if (lead) setEdited({ id: lead._id, change });
    onDraftChange?.(change);
  };
  const requestClose = () => (changed ? setDiscarding(true) : onClose());
  const dialog = useModalDialog({
    open: lead !== null,
    onClose: requestClose,
    initialFocus: closeRef,
  });

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
          draft={current}
          onDraftChange={edit}
          onSave={onSave}
          onDelete={onDelete}
          onClose={requestClose}
        />
      ) : null}
      <ConfirmDialog
        open={discarding && lead !== null}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          onClose();
        }}
      >
        {`The status and note you changed for ${lead?.name ?? 'this lead'} are not saved yet.`}
      </ConfirmDialog>
    </dialog>
  );
}
