import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { TRASH_DAYS } from '@/sdk/content/history';
import type { TrashItem } from '@/sdk/content/history';
import type { ContentKey } from '@/sdk/content';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentDrafts, contentReleaseItems, contentReleases, contentTrash } from '../../db/schema';
import { itemName } from '../itemName';
import { holdScheduledReleases } from '../releases/releaseFreeze';
import type { StoredRecord } from './versions';

const DAY_MS = 86_400_000;

/** Releases not run yet: a record leaving the site leaves them too. */
export const PENDING_RELEASES = ['open', 'scheduled'];

/**
 * Drops a record from every release that has not run yet (it was deleted, discarded or
 * published), but the one publishing it (`except`), which keeps it as the record of what it did.
 * A scheduled release it leaves goes back to draft (releaseFreeze.ts): its items changed.
 */
export async function leavePendingReleases(
  target: Db,
  key: string,
  recordId: string,
  except?: string,
) {
  await holdScheduledReleases(target, key, recordId, except ? { except } : {});
  const pending = target
    .select({ id: contentReleases.id })
    .from(contentReleases)
    .where(
      and(
        inArray(contentReleases.status, PENDING_RELEASES),
        except ? ne(contentReleases.id, except) : undefined,
      ),
    );
  await target
    .delete(contentReleaseItems)
    .where(
      and(
        eq(contentReleaseItems.contentKey, key),
        eq(contentReleaseItems.recordId, recordId),
        inArray(contentReleaseItems.releaseId, pending),
      ),
    );
}

export interface TrashInput {
  key: string;
  /** The deleted row, bookkeeping included (its place and creation time come back on restore). */
  row: Record<string, unknown>;
  record: StoredRecord & { _id: string };
  actor: AuditActor;
  versionId: string | null;
  /** The release deleting it (a proposed delete published in one), which keeps it as done. */
  releaseId?: string;
}

/** Keeps a deleted record, and its draft if it had one, in the caller's transaction. */
export async function moveToTrash(target: Db, input: TrashInput): Promise<string> {
  const { _id: recordId, ...record } = input.record;
  const [draft] = await target
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.contentKey, input.key), eq(contentDrafts.recordId, recordId)))
    .returning({ changes: contentDrafts.changes });
  await leavePendingReleases(target, input.key, recordId, input.releaseId);
  const id = randomUUID();
  const position = input.row.position;
  const created = input.row.createdAt;
  await target.insert(contentTrash).values({
    id,
    contentKey: input.key,
    recordId,
    record,
    position: typeof position === 'number' ? position : null,
    recordCreatedAt: created instanceof Date ? created : null,
    // A proposed delete's draft may hold no edits (issue 47): then there is no draft to keep.
    draft: draft && Object.keys(draft.changes).length > 0 ? draft.changes : null,
    deletedById: input.actor.id,
    deletedByName: input.actor.username.slice(0, 100),
    versionId: input.versionId,
  });
  return id;
}

type TrashRow = typeof contentTrash.$inferSelect;

export const trashItemOf = (row: TrashRow): TrashItem => ({
  _id: row.id,
  key: row.contentKey as ContentKey,
  recordId: row.recordId,
  name: itemName(row.record) ?? row.contentKey,
  record: { _id: row.recordId, ...row.record },
  hadDraft: row.draft !== null,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedByName,
  purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
});

/** The trash, newest delete first. */
export async function listTrash(db: Db, key?: string): Promise<TrashItem[]> {
  const rows = await db
    .select()
    .from(contentTrash)
    .where(key ? eq(contentTrash.contentKey, key) : undefined)
    .orderBy(desc(contentTrash.deletedAt), desc(contentTrash.id));
  return rows.map(trashItemOf);
}

/** Takes one item out of the trash (locked, in the caller's transaction); null if none. */
export async function takeFromTrash(target: Db, trashId: string): Promise<TrashRow | null> {
  const [row] = await target.delete(contentTrash).where(eq(contentTrash.id, trashId)).returning();
  return row ?? null;
}

/** The newest trash item of one record (the undo of its delete). */
export async function newestTrashOf(db: Db, key: string, recordId: string) {
  const [row] = await db
    .select()
    .from(contentTrash)
    .where(and(eq(contentTrash.contentKey, key), eq(contentTrash.recordId, recordId)))
    .orderBy(desc(contentTrash.deletedAt))
    .limit(1);
  return row ?? null;
}

/** Purges trash items older than TRASH_DAYS; answers what was purged (for their pictures). */
export async function purgeTrash(db: Db, now = new Date()): Promise<TrashRow[]> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  return db.delete(contentTrash).where(lt(contentTrash.deletedAt, cutoff)).returning();
}
