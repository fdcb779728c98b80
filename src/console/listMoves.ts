/**
 * A list with the item at `index` moved `by` places (-1 up, 1 down); an unchanged copy at either
 * end. The Up and Down of every editable list in the console (the page builder's blocks, a menu's
 * links and groups).
 */
export function movedBy<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const next = [...items];
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return next;
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
