import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialogOptions {
  /** Shows the dialog when true; the parent owns this state. */
  open: boolean;
  /** Called on Escape (or the browser's cancel); the parent then sets `open` to false. */
  onClose: () => void;
  /** The element that gets focus when the dialog opens (Cancel, Close). */
  initialFocus: RefObject<HTMLElement | null>;
}

/**
 * The native modal <dialog>, kept in React's hands: showModal() makes the rest of the page inert (a
 * real focus trap) and puts the dialog in the top layer, so one may stack above another (a delete
 * confirmation above the lead drawer). Focus starts on `initialFocus` and goes back to the element
 * that opened the dialog when it closes. Used by ConfirmDialog and LeadDetailDrawer.
 */
export function useModalDialog({ open, onClose, initialFocus }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
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
    initialFocus.current?.focus();
    // Keydown, not only the cancel event: the browser fires cancel for trusted key presses alone.
    // An Escape already handled by a dialog stacked above (defaultPrevented) is not ours.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeLatest.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.close();
      // The opener may have left the page (a deleted row); focus() on it is then a no-op.
      opener?.focus();
    };
  }, [open, initialFocus]);

  return {
    dialogRef,
    /** Escape: keep React in charge of `open` instead of letting the browser close the dialog. */
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
  };
}
