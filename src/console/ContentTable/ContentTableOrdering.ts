import { useEffect, useRef, useState } from 'react';

// Issue 47: an editor's proposed order, shown and changed in the table before anyone reviews it.

/** An item of a list: its id is all an order needs. */
interface Ordered {
  _id: string;
}

/**
 * The items in the order `ids` names; items it does not name (added since it was made) follow
 * in the list's own order, and ids of items no longer there are skipped.
 */
export function inOrder<T extends Ordered>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  const named = ids.flatMap((id) => {
    const item = byId.get(id);
    byId.delete(id);
    return item ? [item] : [];
  });
  return [...named, ...items.filter((item) => byId.has(item._id))];
}

/** The ids with `from` moved to where `to` is (the ones between shift by one), as a drop does. */
export function movedIds(ids: readonly string[], from: string, to: string): string[] {
  const start = ids.indexOf(from);
  const end = ids.indexOf(to);
  if (start < 0 || end < 0) return [...ids];
  const next = [...ids];
  next.splice(start, 1);
  next.splice(end, 0, from);
  return next;
}

/** Two orders hold the same ids in the same places. */
export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The rows as an editor under review orders them (issue 47): the proposed order when there is
 * one, then their own moves, which stay on this screen until proposed. The moves belong to the
 * order they were made on: once that order changes (the proposal was kept or withdrawn, the list
 * read again) they are dropped, and never come back with it; a failed proposal changes nothing,
 * so they stay. Moved back to where they started, nothing is left to propose.
 */
export function useProposedOrder<T extends Ordered>(
  items: readonly T[],
  proposedIds: readonly string[] | undefined,
  busy: boolean,
) {
  const shown = proposedIds ? inOrder(items, proposedIds) : [...items];
  const base = shown.map((item) => item._id);
  const baseKey = base.join(' ');
  const [moves, setMoves] = useState<string[] | null>(null);
  const [madeOn, setMadeOn] = useState(baseKey);
  // React's way to reset state when a prop changes: during render, before the children see it.
  if (madeOn !== baseKey) {
    setMadeOn(baseKey);
    setMoves(null);
  }
  const moved = madeOn === baseKey && moves && !sameOrder(moves, base) ? moves : null;
  const rows = moved ? inOrder(shown, moved) : shown;
  const ids = rows.map((item) => item._id);
  return {
    rows,
    /** Every item's id in the editor's order, while it differs from the one shown before. */
    moved,
    move: (from: string, to: string) => {
      // A proposal on its way was made of the moves so far.
      if (!busy) setMoves(movedIds(ids, from, to));
    },
    undo: () => setMoves(null),
  };
}

/** Whether focus was lost: the element that had it left the page (its button went away). */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Issue 47: Propose this order and Withdraw take their own buttons away, and focus with them. It
 * goes to what took their place, the line about the proposal, else to the table; never to the
 * top of the page. `hold()` is called by those buttons; it lasts until the call has answered.
 */
export function useOrderFocus<T extends HTMLElement>(busy: boolean) {
  const root = useRef<T>(null);
  const held = useRef(false);
  useEffect(() => {
    if (!held.current) return;
    if (focusLost()) {
      const order = root.current?.querySelector<HTMLElement>('.content-table__order');
      (order ?? root.current?.querySelector<HTMLElement>('.data-table__scroll'))?.focus();
    }
    if (!busy) held.current = false;
  });
  return {
    root,
    hold: () => {
      held.current = true;
    },
  };
}
