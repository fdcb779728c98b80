import { randomUUID } from 'node:crypto';
import type { ContentDefinition, ItemOf } from '@/sdk/content';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { contentStore } from './contentStore';
import type { ListFilter, UpdateCheck } from './contentStore';
import { actorNow } from './history/actor';
import { itemName } from './itemName';
import { placeInOrder } from './order';

export type { ListFilter } from './contentStore';

/** What a create stores: the record's fields (a collection's seed may also set its time). */
export type ContentValues<D extends ContentDefinition> = Partial<Omit<ItemOf<D>, '_id'>> & {
  createdAt?: Date;
  /** A manually ordered collection's place (the demo seed sets it; new items go first). */
  position?: number;
};

export interface Change<R> {
  before: R;
  after: R;
}

/** One committed content write, as a listener hears of it. */
export interface ContentWrite {
  /** The declaration's key: 'clients', 'home', ...; 'release' for drafts published together. */
  key: string;
  /** `publish`: drafts published (alone or as a release); `restore`: back from the trash. */
  action: 'create' | 'update' | 'delete' | 'reorder' | 'publish' | 'restore';
  /** The record's `_id` (a reorder: the ids in their new order, comma-separated). */
  id: string;
  /** A collection item's name as people know it (a client's title), for the audit log. */
  name?: string;
  /** The version the write stored (issue 37); the audit entry links to it. */
  versionId?: string;
  /** Already in the audit log (written in the write's own transaction): listeners skip it. */
  audited?: boolean;
}
/**
 * Told of every content write once it is done: the place where a cache invalidation or an
 * audit entry hooks in. A listener that throws fails the request, so keep them quick and sure.
 * Drafts published together are told once (one content version for every instance).
 */
export type ContentWriteListener = (write: ContentWrite) => void | Promise<void>;

/** Tells every listener of one committed write. */
export async function tellListeners(
  listeners: readonly ContentWriteListener[],
  write: ContentWrite,
): Promise<void> {
  for (const listener of listeners) await listener(write);
}

/**
 * The storage of one declaration over its table: list, insert, update and delete, answering API
 * records (`_id`, no bookkeeping). Each write publishes at once (the spec's API), records its
 * version in the same transaction (a delete also its trash item), and then tells the listeners.
 */
export function contentRepository<D extends ContentDefinition>(
  db: Db,
  definition: D,
  listeners: readonly ContentWriteListener[] = [],
) {
  type Item = ItemOf<D>;
  const store = contentStore(definition);
  const name = (item: unknown) => (definition.kind === 'collection' ? itemName(item) : undefined);

  async function told<T>(
    action: ContentWrite['action'],
    id: string,
    item: unknown,
    versionId: string | null | undefined,
    result: T,
  ): Promise<T> {
    const itemLabel = name(item);
    await tellListeners(listeners, {
      key: definition.key,
      action,
      id,
      ...(itemLabel ? { name: itemLabel } : {}),
      ...(versionId ? { versionId } : {}),
    });
    return result;
  }

  const context = (actor?: AuditActor) => ({ actor: actorNow(actor) });

  return {
    definition,

    /** Collections in their order (the editor's, else newest first); a section's one record. */
    list: (filter: ListFilter = {}) => store.list(db, filter) as Promise<Item[]>,

    insert: async (values: ContentValues<D>, id: string = randomUUID()): Promise<Item> => {
      const { item, versionId } = await db.transaction((tx) =>
        store.insert(tx, values, id, context()),
      );
      return told('create', id, item, versionId, item as Item);
    },

    /** Inserts the one record unless one exists (a section has one); null if one did. */
    insertFirst: async (values: ContentValues<D>, id: string = randomUUID()) => {
      const created = await db.transaction(async (tx) => {
        // Lock the table for the check-then-insert, so two concurrent creates cannot both win.
        await store.lockTable(tx);
        const [existing] = await tx.select({ id: store.idColumn }).from(store.table).limit(1);
        return existing ? null : store.insert(tx, values, id, context());
      });
      if (!created) return null;
      return told('create', id, created.item, created.versionId, created.item as Item);
    },

    /**
     * Changes the fields given (undefined means "keep"); null when no record has this id.
     * `check` sees the record as it would be (and as it is), in the same transaction, and throws
     * to refuse it.
     */
    update: async (
      id: string,
      changes: Partial<ContentValues<D>>,
      check?: UpdateCheck,
    ): Promise<Change<Item> | null> => {
      const change = await db.transaction((tx) =>
        store.update(tx, id, changes as Record<string, unknown>, context(), check),
      );
      if (!change) return null;
      const result = { before: change.before as Item, after: change.after as Item };
      return told('update', id, change.after, change.versionId, result);
    },

    /**
     * Puts every item in the given order. 'mismatch' when the ids are not exactly the stored
     * ones (a missing, unknown or repeated id): nothing changes then. The order is no part of a
     * record, so a reorder stores no version.
     */
    reorder: async (ids: readonly string[]): Promise<Item[] | 'mismatch'> => {
      const moved = await db.transaction((tx) => placeInOrder(tx, store, ids));
      if (!moved) return 'mismatch';
      await tellListeners(listeners, { key: definition.key, action: 'reorder', id: ids.join(',') });
      return (await store.list(db)) as Item[];
    },

    /**
     * Deletes one record into the trash (its pictures stay while the trash and its versions
     * refer to them) and answers it; null if there is none.
     */
    remove: async (id: string): Promise<Item | null> => {
      const removed = await db.transaction((tx) => store.remove(tx, id, context()));
      if (!removed) return null;
      return told('delete', id, removed.item, removed.versionId, removed.item as Item);
    },
  };
}

export type ContentRepository<D extends ContentDefinition> = ReturnType<
  typeof contentRepository<D>
>;
