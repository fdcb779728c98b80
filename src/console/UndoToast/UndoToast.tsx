import './UndoToast.css';

export interface UndoToastProps {
  /** What happened, in the spec's words ('Your Data Successfully Deleted.'). */
  message: string;
  /** Takes it back; the toast closes. */
  onUndo: () => void;
  /** How long Undo works, to say so (the server's UNDO_SECONDS). */
  seconds: number;
}

/**
 * A toast's body with a way back: the outcome and an Undo button, for as long as the server
 * allows (a delete: UNDO_SECONDS; after that the Trash screen restores it).
 */
export function UndoToast({ message, onUndo, seconds }: UndoToastProps) {
  return (
    <span className="undo-toast">
      <span>
        {message} <span className="undo-toast__hint">Undo works for {seconds} seconds.</span>
      </span>
      <button type="button" className="undo-toast__button" onClick={onUndo}>
        Undo
      </button>
    </span>
  );
}
