/** An item of a managed list: its id is all the order needs. */
interface ListItem {
  _id: string;
}

/** The list with `from` moved to where `to` is (the rows between shift by one). */
export function moved<T extends ListItem>(list: readonly T[], from: string, to: string): T[] {
  const start = list.findIndex((x) => x._id === from);
  const end = list.findIndex((x) => x._id === to);
  if (start < 0 || end < 0) return [...list];
  const next = [...list];
  const [item] = next.splice(start, 1);
  if (item) next.splice(end, 0, item);
  return next;
}
