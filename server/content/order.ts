import { eq } from 'drizzle-orm';
import type { OrderEntry } from '@/sdk/content/drafts';
import type { Db } from '../db/database';
import type { ContentStore } from './contentStore';
import { itemName } from './itemName';

// A manually ordered collection's order (the spec's `/reorder`, and issue 47's proposed orders):
// the place is stored beside each item, not in it, so an order stores no version.

/** The items as the list shows them now, named as people know them (an unnamed one by its id). */
export async function currentOrder(target: Db, store: ContentStore): Promise<OrderEntry[]> {
  const records = await store.list(target);
  return records.map((record) => ({ id: record._id, name: itemName(record) ?? record._id }));
}

/** Whether `ids` are exactly the stored items, each once, in any order. */
export const sameItems = (ids: readonly string[], stored: readonly string[]) => {
  const given = new Set(ids);
  return (
    given.size === ids.length && given.size === stored.length && stored.every((id) => given.has(id))
  );
};

/**
 * Puts every item in the given order in the caller's transaction, the table locked so no item
 * comes or goes meanwhile. False when the ids are not exactly the stored ones (a missing, unknown
 * or repeated id): nothing is written then.
 */
export async function placeInOrder(
  tx: Db,
  store: ContentStore,
  ids: readonly string[],
): Promise<boolean> {
  const position = store.position;
  if (!position) throw new Error(`${store.definition.key} keeps no order`);
  await store.lockTable(tx);
  const stored = (await tx.select({ id: store.idColumn }).from(store.table)) as { id: string }[];
  if (
    !sameItems(
      ids,
      stored.map((row) => row.id),
    )
  )
    return false;
  for (const [index, id] of ids.entries()) {
    await tx.update(store.table).set({ position: index }).where(eq(store.idColumn, id));
  }
  return true;
}
