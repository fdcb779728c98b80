import { useEffect, useId, useRef } from 'react';
import type { LeadRecord, LeadStatus } from '@/sdk/schemas/lead';
import { LeadDetailDrawerBody } from './LeadDetailDrawerBody';
import './LeadDetailDrawer.css';

/** What Save sends: the status and private note as the form holds them. */
export interface LeadDetailChange {
  /** The status picked in the drawer. */
  status: LeadStatus;
  /** The private note, as typed (the sales team's own words, never shown to the visitor). */
  note: string;
}

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
 * One lead in a side drawer on the native modal <dialog>: showModal() makes the page inert (a real
 * focus trap) and the top layer lets ConfirmDialog stack above it. Focus starts on Close and goes
 * back to the row's Open button when the drawer closes.
 */
export function LeadDetailDrawer({
  lead,
  onSave,
  onDelete,
  onClose,
  saving = false,
}: LeadDetailDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const open = lead !== null;
  // The latest onClose without re-running the open effect (which would move focus again).
  const closeLatest = useRef(onClose);
  useEffect(() => {
    closeLatest.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    // Keydown, not only the cancel event: the browser fires cancel for trusted key presses alone.
    // A prevented Escape was already handled by the delete confirmation stacked above.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeLatest.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.close();
      // The opener may have left the page (a deleted lead's row); focus() on it is then a no-op.
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="lead-drawer"
      aria-labelledby={titleId}
      // Escape: keep React in charge of `open` instead of letting the browser close it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
