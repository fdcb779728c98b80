import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, min, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentDefinition, ItemOf } from '@/sdk/content';
import type { Db } from '../db/database';
import { itemName } from './itemName';
import { toRecord } from './records';
import { contentTable } from './tables';

/** A stored row: the record's fields under `id`, plus the table's bookkeeping timestamps. */
type Row = Record<string, unknown> & { id: string };

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
  /** The declaration's key: 'clients', 'home', ... */
  key: string;
  action: 'create' | 'update' | 'delete' | 'reorder';
  /** The record's `_id` (a reorder: the ids in their new order, comma-separated). */
  id: string;
  /** A collection item's name as people know it (a client's title), for the audit log. */
  name?: string;
}
/**
 * Told of every content write once it is done: the place where a cache invalidation or an
 * audit entry hooks in. A listener that throws fails the request, so keep them quick and sure.
 */
export type ContentWriteListener = (write: ContentWrite) => void | Promise<void>;

export interface ListFilter {
  id?: string;
  isActive?: boolean;
}

/**
 * The storage of one declaration over its table in server/db/schema.ts: list, insert, update and
 * delete, answering API records (`_id`, no bookkeeping). Every write goes through `write()`.
 */
export function contentRepository<D extends ContentDefinition>(
  db: Db,
  definition: D,
  listeners: readonly ContentWriteListener[] = [],
) {
  type Item = ItemOf<D>;
  const {
    table,
    id: idColumn,
    createdAt,
    updatedAt,
    isActive,
    position,
  } = contentTable(definition);
  const record = (row: Row) => toRecord(row) as unknown as Item;

  /** The one place a content write happens: it runs, then every listener hears of it. */
  async function write<T>(action: ContentWrite['action'], id: string, work: () => Promise<T>) {
    const result = await work();
    if (result !== null) {
      // The item as it now is (or was, deleted): an update answers { before, after }.
      const item =
        result && typeof result === 'object' && 'after' in result ? result.after : result;
      const name = definition.kind === 'collection' ? itemName(item) : undefined;
      const write: ContentWrite = { key: definition.key, action, id, ...(name ? { name } : {}) };
      for (const listener of listeners) await listener(write);
    }
    return result;
  }

  // The editor's order first (where a table keeps one), then newest first (the spec's order).
  const order = (): SQL[] => [
    ...(position ? [asc(position)] : []),
    ...(createdAt ? [desc(createdAt), desc(idColumn)] : [asc(idColumn)]),
  ];

  /** A new item of a manually ordered collection goes first: one place before the first. */
  async function firstPosition(target: Db): Promise<number | undefined> {
    if (!position) return undefined;
    const [row] = await target.select({ first: min(position) }).from(table);
    return ((row?.first as number | null) ?? 0) - 1;
  }

  async function insertRow(target: Db, values: ContentValues<D>, id: string): Promise<Item> {
    const place = values.position ?? (await firstPosition(target));
    const [row] = (await target
      .insert(table)
      .values({ ...values, id, ...(place === undefined ? {} : { position: place }) })
      .returning()) as Row[];
    if (!row) throw new Error(`${definition.key} insert returned no row`);
    return record(row);
  }

  async function list(filter: ListFilter = {}): Promise<Item[]> {
    const conditions: SQL[] = [];
    if (filter.id !== undefined) conditions.push(eq(idColumn, filter.id));
    if (filter.isActive !== undefined && isActive) {
      conditions.push(eq(isActive, filter.isActive));
    }
    const rows = (await db
      .select()
      .from(table)
      .where(and(...conditions))
      .orderBy(...order())) as Row[];
    return rows.map(record);
  }

  return {
    definition,

    /** Collections in their order (the editor's, else newest first); a section's one record. */
    list,

    insert: (values: ContentValues<D>, id: string = randomUUID()) =>
      write('create', id, () => insertRow(db, values, id)),

    /** Inserts the one record unless one exists (a section has one); null if one did. */
    insertFirst: (values: ContentValues<D>, id: string = randomUUID()) =>
      write('create', id, () =>
        db.transaction(async (tx) => {
          // Lock the table for the check-then-insert, so two concurrent creates cannot both win.
          await tx.execute(sql`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
          const [existing] = await tx.select({ id: idColumn }).from(table).limit(1);
          return existing ? null : insertRow(tx, values, id);
        }),
      ),

    /**
     * Changes the fields given (undefined means "keep"); null when no record has this id.
     * `check` sees the record as it would be (and as it is), in the same transaction, and throws
     * to refuse it.
     */
    update: (
      id: string,
      changes: Partial<ContentValues<D>>,
      check?: (next: Readonly<Record<string, unknown>>, before: Readonly<Row>) => void,
    ) =>
      write('update', id, () =>
        db.transaction(async (tx): Promise<Change<Item> | null> => {
          const [before] = (await tx
            .select()
            .from(table)
            .where(eq(idColumn, id))
            .for('update')) as Row[];
          if (!before) return null;
          const given = Object.entries(changes).filter(([, value]) => value !== undefined);
          check?.({ ...before, ...Object.fromEntries(given) }, before);
          // Nothing to change and nothing to stamp: the record answers as it is.
          if (given.length === 0 && !updatedAt)
            return { before: record(before), after: record(before) };
          const set = {
            ...Object.fromEntries(given),
            ...(updatedAt ? { updatedAt: new Date() } : {}),
          };
          const [after] = (await tx
            .update(table)
            .set(set)
            .where(eq(idColumn, id))
            .returning()) as Row[];
          return after ? { before: record(before), after: record(after) } : null;
        }),
      ),

    /**
     * Puts every item in the given order. 'mismatch' when the ids are not exactly the stored
     * ones (a missing, unknown or repeated id): nothing changes then.
     */
    reorder: async (ids: readonly string[]): Promise<Item[] | 'mismatch'> => {
      if (!position) throw new Error(`${definition.key} keeps no order`);
      const result = await write('reorder', ids.join(','), () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
          const stored = (await tx.select({ id: idColumn }).from(table)) as { id: string }[];
          const known = new Set(stored.map((row) => row.id));
          const given = new Set(ids);
          if (given.size !== ids.length || given.size !== known.size) return null;
          if (ids.some((id) => !known.has(id))) return null;
          for (const [index, id] of ids.entries()) {
            await tx.update(table).set({ position: index }).where(eq(idColumn, id));
          }
          return true;
        }),
      );
      return result ? await list() : 'mismatch';
    },

    /** Deletes one record and answers it (its images are the caller's to remove); null if none. */
    remove: (id: string) =>
      write('delete', id, async () => {
        const [row] = (await db.delete(table).where(eq(idColumn, id)).returning()) as Row[];
        return row ? record(row) : null;
      }),
  };
}

export type ContentRepository<D extends ContentDefinition> = ReturnType<
  typeof contentRepository<D>
>;
