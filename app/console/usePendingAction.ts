import { useState } from 'react';
import { failureMessage } from './apiFailure';
import { outcomeToast } from './outcomeToast';

/**
 * Runs one change for one item of a list: the item's buttons wait meanwhile, success toasts
 * `message` and reads the list again, a refusal toasts the server's words.
 */
export function usePendingAction(reload: () => void) {
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const run = async (id: string, work: () => Promise<unknown>, message: string) => {
    setPendingIds((ids) => [...ids, id]);
    try {
      await work();
      outcomeToast.success(message);
      reload();
    } catch (error) {
      outcomeToast.error(failureMessage(error, 'Something went wrong. Please try again.'));
    } finally {
      setPendingIds((ids) => ids.filter((x) => x !== id));
    }
  };
  return { pendingIds, run };
}
