import { useEffect, useId, useRef, type ReactNode } from 'react';
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
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert (a
 * real focus trap) and gives Escape for free. Focus starts on Cancel, so a stray Enter never
 * deletes, and goes back to the element that opened the dialog.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The latest onCancel without re-running the open effect (which would move focus again).
  const cancelLatest = useRef(onCancel);
  useEffect(() => {
    cancelLatest.current = onCancel;
  });
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    // Handled on keydown too: the browser's own cancel event comes only from trusted key presses,
    // and preventing the default here stops it from firing a second time.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancelLatest.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      // Escape: keep React in charge of `open` instead of letting the browser close it.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
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
