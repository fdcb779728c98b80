import type { OrderEntry } from '@/sdk/content/drafts';

// Issue 47: which items a proposed order moves, for the reviewer. Moving one item shifts the ones
// between by a place; only the one that moved is marked, so the card reads like what was done.

/**
 * The items the proposal moved, by id, with their place on the site (1-based): every item
 * outside the longest run that keeps its order relative to the others. One item dragged from
 * third to first marks that item alone, not the two it passed.
 */
export function movedItems(
  current: readonly OrderEntry[],
  proposed: readonly OrderEntry[],
): Map<string, number> {
  const was = new Map(current.map((entry, index) => [entry.id, index + 1]));
  const places = proposed.flatMap((entry) => {
    const place = was.get(entry.id);
    return place === undefined ? [] : [{ id: entry.id, place }];
  });
  // The longest increasing run of site places (patience sorting): these stayed where they were.
  const tails: number[] = [];
  const before: number[] = places.map(() => -1);
  places.forEach(({ place }, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (places[tails[middle]!]!.place < place) low = middle + 1;
      else high = middle;
    }
    before[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let at = tails.at(-1) ?? -1; at >= 0; at = before[at]!) kept.add(at);
  return new Map(
    places.flatMap(({ id, place }, index) => (kept.has(index) ? [] : [[id, place] as const])),
  );
}
