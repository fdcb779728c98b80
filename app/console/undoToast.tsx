import toast from 'react-hot-toast';
import { UndoToast } from '@/src/console/UndoToast';
import { OUTCOME_TOAST_ID } from './outcomeToast';

/**
 * A success toast with Undo, shown for `seconds` (the server's window; a little less, so Undo is
 * not pressed as the window closes). It takes the console's one outcome place, as outcomeToast.
 */
export function undoableToast(message: string, seconds: number, onUndo: () => void) {
  const shown = Math.max(1, seconds - 2);
  toast.success(
    (t) => (
      <UndoToast
        message={message}
        seconds={shown}
        onUndo={() => {
          toast.dismiss(t.id);
          onUndo();
        }}
      />
    ),
    { id: OUTCOME_TOAST_ID, duration: shown * 1000 },
  );
}
