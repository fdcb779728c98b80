import { useCallback, useEffect, useState } from 'react';
import { ContentMessages } from '@/sdk/content';
import { HistoryMessages, UNDO_SECONDS } from '@/sdk/content/history';
import { failureMessage, loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { outcomeToast } from './outcomeToast';
import { undoableToast } from './undoToast';
import { moved } from './listOrder';

interface ListItem {
  _id: string;
  isActive?: boolean;
}

export interface ManagedListApi<T extends ListItem> {
  load: () => Promise<T[]>;
  /** Sends the whole item back with the flipped flag (spec: status change is an update). */
  setActive: (item: T, isActive: boolean) => Promise<T>;
  remove: (item: T) => Promise<string>;
  /** Stores a new order (every id once); answers the list in that order. */
  reorder?: (ids: string[]) => Promise<T[]>;
  /** Takes one's own delete back, within UNDO_SECONDS (issue 37: the toast's Undo). */
  undo?: (item: T) => Promise<unknown>;
}

const LOAD_FAILED = 'The list could not be loaded. Please try again.';

/**
 * The Manage Client and Manage Testimonials screens: load on open, flip status (undefined becomes
 * true), delete; the changed item replaces its row, a deleted one leaves.
 */
export function useManagedList<T extends ListItem>(api: ManagedListApi<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  const [pendingIds, setPendingIds] = useState<string[]>([]);

  const fail = useCallback(
    (error: unknown) => outcomeToast.error(failureMessage(error, 'Something went wrong.')),
    [],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    setLoadError(null);
    api
      .load()
      .then((list) => live && setItems(list))
      // An error state with "Try again", never the empty list: "no clients yet" would be untrue.
      .catch((error: unknown) => live && setLoadError(loadFailure(error, LOAD_FAILED)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // Loaded when the screen opens (spec: "The list loads on open") and on "Try again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const withPending = async (id: string, work: () => Promise<void>) => {
    setPendingIds((ids) => [...ids, id]);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setPendingIds((ids) => ids.filter((x) => x !== id));
    }
  };

  const toggle = (item: T) =>
    withPending(item._id, async () => {
      const next = item.isActive === undefined ? true : !item.isActive;
      const saved = await api.setActive(item, next);
      setItems((list) => list.map((x) => (x._id === saved._id ? saved : x)));
      outcomeToast.success(ContentMessages.updated);
    });

  /** The toast's Undo: the item comes back (with its place), so the list is read again. */
  const undo = async (item: T) => {
    try {
      await api.undo?.(item);
      setRound((n) => n + 1);
      outcomeToast.success(HistoryMessages.restored);
    } catch (error) {
      fail(error);
    }
  };

  const remove = (item: T) =>
    withPending(item._id, async () => {
      const id = await api.remove(item);
      setItems((list) => list.filter((x) => x._id !== id));
      if (api.undo) undoableToast(ContentMessages.deleted, UNDO_SECONDS, () => void undo(item));
      else outcomeToast.success(ContentMessages.deleted);
    });

  /** Moves an item onto another's place at once, stores the order, and undoes it on failure. */
  const move = async (from: string, to: string) => {
    const save = api.reorder;
    if (!save) return;
    const before = items;
    const next = moved(items, from, to);
    setItems(next);
    try {
      setItems(await save(next.map((x) => x._id)));
      outcomeToast.success(ContentMessages.updated);
    } catch (error) {
      setItems(before);
      fail(error);
    }
  };

  return {
    items,
    loading,
    loadError,
    retry: () => setRound((n) => n + 1),
    pendingIds,
    toggle,
    remove,
    move,
  };
}
