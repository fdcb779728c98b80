import { useCallback, useEffect, useState } from 'react';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';

/**
 * One screen's data: loaded on open and on `reload`, with the failure (message and request id)
 * for the screen's error state, never an empty state in its place. The old data stays shown
 * while it is read again after a change. A `key` (the dashboard's range) reads it again when it
 * changes.
 */
export function useLoaded<T>(load: () => Promise<T>, failedMessage: string, key?: unknown) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load()
      .then((value) => live && setData(value))
      .catch((e: unknown) => live && setError(loadFailure(e, failedMessage)));
    return () => {
      live = false;
    };
    // Read on open, on reload and when the key changes; the loader is fixed for the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, key]);
  return { data, error, reload: useCallback(() => setRound((n) => n + 1), []) };
}
