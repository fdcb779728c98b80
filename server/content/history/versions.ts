import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentKey } from '@/sdk/content';
import type { VersionAction, VersionQuery, VersionSummary } from '@/sdk/content/history';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentVersions } from '../../db/schema';
import { writtenAt } from '../../db/writtenAt';

/** A record as the API answers it, without its `_id` (the version row names the record). */
export type StoredRecord = Record<string, unknown>;

const withoutId = (record: StoredRecord | null): StoredRecord | null => {
  if (!record) return null;
  const { _id: _ignored, ...fields } = record;
  return fields;
};

/** The fields whose values differ (compared as JSON: text, numbers and flags). */
export function changedFields(before: StoredRecord | null, after: StoredRecord | null): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  names.delete('_id');
  return [...names].filter(
    (name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name]),
  );
}

export interface VersionInput {
  key: string;
  recordId: string;
  action: VersionAction;
  before: StoredRecord | null;
  after: StoredRecord | null;
  actor: AuditActor;
  releaseId?: string;
}

/**
 * Stores one version, in the caller's transaction. Compact: the record after in full (null once
 * deleted) and, of the record before, only the fields that changed (in full for a delete, when
 * nothing comes after). A publish that changed no field stores nothing and answers null.
 */
export async function recordVersion(target: Db, input: VersionInput): Promise<string | null> {
  const before = withoutId(input.before);
  const after = withoutId(input.after);
  const changed = changedFields(before, after);
  if (changed.length === 0) return null;
  const compactBefore =
    before && after
      ? Object.fromEntries(changed.map((name) => [name, before[name] ?? null]))
      : before;
  const id = randomUUID();
  await target.insert(contentVersions).values({
    id,
    contentKey: input.key,
    recordId: input.recordId,
    action: input.action,
    before: compactBefore,
    after,
    changedFields: changed,
    actorId: input.actor.id,
    actorName: input.actor.username.slice(0, 100),
    releaseId: input.releaseId ?? null,
    // Newest first means in the order stored (db/writtenAt.ts).
    at: writtenAt(contentVersions, contentVersions.at),
  });
  return id;
}

type VersionRow = typeof contentVersions.$inferSelect;

const summaryOf = (row: VersionRow): VersionSummary => ({
  _id: row.id,
  key: row.contentKey as ContentKey,
  recordId: row.recordId,
  action: row.action as VersionAction,
  changedFields: row.changedFields,
  actorName: row.actorName,
  at: row.at.toISOString(),
  releaseId: row.releaseId,
});

/** One page of versions (of a record, of a declaration, or all), newest first. */
export async function listVersions(
  db: Db,
  query: Required<Omit<VersionQuery, 'key' | 'id'>> & VersionQuery,
) {
  const conditions: SQL[] = [];
  if (query.key) conditions.push(eq(contentVersions.contentKey, query.key));
  if (query.id) conditions.push(eq(contentVersions.recordId, query.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentVersions)
      .where(where)
      .orderBy(desc(contentVersions.at), desc(contentVersions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contentVersions).where(where),
  ]);
  return { items: rows.map(summaryOf), total: counted?.n ?? 0 };
}

/**
 * One version with both whole records: an update's record before is the record after with the
 * changed fields' earlier values over it.
 */
export async function findVersion(db: Db, versionId: string) {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, versionId));
  if (!row) return null;
  const before = row.before && row.after ? { ...row.after, ...row.before } : row.before;
  return { ...summaryOf(row), before: before ?? null, after: row.after ?? null };
}
