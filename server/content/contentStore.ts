import { and, asc, desc, eq, min, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentDefinition } from '@/sdk/content';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { moveToTrash } from './history/trash';
import { recordVersion } from './history/versions';
import type { StoredRecord } from './history/versions';
import { toRecord } from './records';
import { contentTable } from './tables';
import { experimentsFollowPage } from '../experiments/experimentStore';
import { claimPath, pageMoved } from './redirects/redirectStore';
import { requireRecordRule } from './recordRule';
import { requireUniqueFields } from './uniqueFields';

/** A stored row: the record's fields under `id`, plus the table's bookkeeping. */
export type Row = Record<string, unknown> & { id: string };

export interface ListFilter {
  id?: string;
  isActive?: boolean;
}

/** How a publish is recorded: by whom, and the release it belongs to. */
export interface PublishContext {
  actor: AuditActor;
  releaseId?: string;
}

/** What a check of an update sees: the record as it would be, and the stored row. */
export type UpdateCheck = (next: Readonly<Record<string, unknown>>, before: Readonly<Row>) => void;

/**
 * The published records of one declaration, in a transaction the caller gives (`target`): every
 * write that changes what the site shows records a version in the same transaction (issue 37),
 * and a delete moves the record to the trash. The repository (./repository.ts) wraps these for
 * one write at a time; drafts and releases run several in one transaction.
 */
export function contentStore(definition: ContentDefinition) {
  const {
    table,
    id: idColumn,
    createdAt,
    updatedAt,
    isActive,
    position,
  } = contentTable(definition);
  const record = (row: Row) => toRecord(row) as StoredRecord & { _id: string };

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

  async function list(target: Db, filter: ListFilter = {}) {
    const conditions: SQL[] = [];
    if (filter.id !== undefined) conditions.push(eq(idColumn, filter.id));
    if (filter.isActive !== undefined && isActive) {
      conditions.push(eq(isActive, filter.isActive));
    }
    const rows = (await target
      .select()
      .from(table)
      .where(and(...conditions))
      .orderBy(...order())) as Row[];
    return rows.map(record);
  }

  /** The stored row, locked for the rest of the transaction when `forUpdate`. */
  async function findRow(target: Db, id: string, forUpdate = false): Promise<Row | null> {
    const query = target.select().from(table).where(eq(idColumn, id));
    const [row] = (await (forUpdate ? query.for('update') : query)) as Row[];
    return row ?? null;
  }

  async function insert(
    target: Db,
    values: Record<string, unknown>,
    id: string,
    context: PublishContext,
    action: 'create' | 'restore' = 'create',
  ) {
    requireRecordRule(definition, values);
    await requireUniqueFields(target, definition, values, id);
    const place = (values.position as number | undefined) ?? (await firstPosition(target));
    const [row] = (await target
      .insert(table)
      .values({ ...values, id, ...(place === undefined ? {} : { position: place }) })
      .returning()) as Row[];
    if (!row) throw new Error(`${definition.key} insert returned no row`);
    const item = record(row);
    await pathTaken(target, item);
    const versionId = await recordVersion(target, {
      key: definition.key,
      recordId: id,
      action,
      before: null,
      after: item,
      ...context,
    });
    return { item, versionId };
  }

  /** An item that is a page of its own, live: its address redirects nowhere (redirects/). */
  async function pathTaken(target: Db, item: StoredRecord) {
    const servedAt = definition.kind === 'collection' ? definition.servedAt : undefined;
    if (servedAt && item.isActive !== false) await claimPath(target, servedAt(item));
  }

  /** A page whose address changed leaves a 301 behind at the old one; its experiments follow it. */
  async function pathChanged(
    target: Db,
    before: StoredRecord,
    after: StoredRecord,
    context: PublishContext,
  ) {
    const servedAt = definition.kind === 'collection' ? definition.servedAt : undefined;
    if (!servedAt) return;
    const [from, to] = [servedAt(before), servedAt(after)];
    if (from === to) return pathTaken(target, after);
    await pageMoved(target, from, to, context.actor.username);
    await experimentsFollowPage(target, from, to);
  }

  /** Changes the fields given (undefined keeps); null when no record has this id. */
  async function update(
    target: Db,
    id: string,
    changes: Record<string, unknown>,
    context: PublishContext,
    check?: UpdateCheck,
  ) {
    const before = await findRow(target, id, true);
    if (!before) return null;
    const given = Object.entries(changes).filter(([, value]) => value !== undefined);
    check?.({ ...before, ...Object.fromEntries(given) }, before);
    requireRecordRule(definition, { ...before, ...Object.fromEntries(given) });
    await requireUniqueFields(target, definition, Object.fromEntries(given), id);
    // Nothing to change and nothing to stamp: the record answers as it is.
    if (given.length === 0 && !updatedAt) {
      return { before: record(before), after: record(before), versionId: null };
    }
    const set = { ...Object.fromEntries(given), ...(updatedAt ? { updatedAt: new Date() } : {}) };
    const [after] = (await target
      .update(table)
      .set(set)
      .where(eq(idColumn, id))
      .returning()) as Row[];
    if (!after) return null;
    await pathChanged(target, record(before), record(after), context);
    const versionId = await recordVersion(target, {
      key: definition.key,
      recordId: id,
      action: 'update',
      before: record(before),
      after: record(after),
      ...context,
    });
    return { before: record(before), after: record(after), versionId };
  }

  /** Deletes one record into the trash (with its draft); null if there is none. */
  async function remove(target: Db, id: string, context: PublishContext) {
    const [row] = (await target.delete(table).where(eq(idColumn, id)).returning()) as Row[];
    if (!row) return null;
    const item = record(row);
    const versionId = await recordVersion(target, {
      key: definition.key,
      recordId: id,
      action: 'delete',
      before: item,
      after: null,
      ...context,
    });
    const trashId = await moveToTrash(target, {
      key: definition.key,
      row,
      record: item,
      actor: context.actor,
      versionId,
      ...(context.releaseId ? { releaseId: context.releaseId } : {}),
    });
    return { item, versionId, trashId };
  }

  /** Takes the whole table for a check-then-write (a section's first create, a reorder). */
  const lockTable = (target: Db) => target.execute(sql`LOCK TABLE ${table} IN EXCLUSIVE MODE`);

  return {
    definition,
    table,
    idColumn,
    position,
    list,
    findRow,
    insert,
    update,
    remove,
    lockTable,
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
