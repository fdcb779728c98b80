import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '@/src/hooks/useModalDialog';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Shows the dialog (modal) when true; the parent owns this state. */
  open: boolean;
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** What will happen, in the product's words ("Delete the client Acme Ltd?"). */
  children?: ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the cancelling button. */
  cancelLabel?: string;
  /** Styles the confirm button as destructive (delete). */
  destructive?: boolean;
  /** Called when the user confirms. The parent closes the dialog. */
  onConfirm: () => void;
  /** Called on Cancel or Escape. The parent closes the dialog. */
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (useModalDialog). Focus starts on Cancel, so a stray
 * Enter never deletes, and goes back to the element that opened the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const dialog = useModalDialog({ open, onClose: onCancel, initialFocus: cancelRef });

  return (
    <dialog
      ref={dialog.dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={dialog.onCancel}
    >
      {open ? (
        <div className="confirm-dialog__panel">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          {children ? (
            <div id={bodyId} className="confirm-dialog__body">
              {children}
            </div>
          ) : null}
          <div className="confirm-dialog__actions">
            <button
              ref={cancelRef}
              type="button"
              className="confirm-dialog__cancel"
              onClick={onCancel}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className={`confirm-dialog__confirm${destructive ? ' confirm-dialog__confirm--danger' : ''}`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
