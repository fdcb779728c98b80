import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { contentDefinitions } from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import { ReleaseMessages } from '@/sdk/content/releases';
import type { Release, ReleaseItem, ReleaseStatus } from '@/sdk/content/releases';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentReleaseItems, contentReleases } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { contentStore } from '../contentStore';
import { findDraft } from '../drafts/draftStore';
import { PENDING_RELEASES } from '../history/trash';

type ReleaseRow = typeof contentReleases.$inferSelect;

const releaseOf = (row: ReleaseRow, items: ReleaseItem[]): Release => ({
  _id: row.id,
  name: row.name,
  status: row.status as ReleaseStatus,
  items,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  created: { by: row.createdByName, at: row.createdAt.toISOString() },
  publishedBy: row.publishedByName,
  failure: row.failure,
});

/** The items of some releases, by release id, in the order they were added. */
async function itemsOf(target: Db, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await target
          .select()
          .from(contentReleaseItems)
          .where(inArray(contentReleaseItems.releaseId, [...ids]))
          .orderBy(asc(contentReleaseItems.contentKey), asc(contentReleaseItems.recordId));
  const byRelease = new Map<string, ReleaseItem[]>();
  for (const row of rows) {
    const list = byRelease.get(row.releaseId) ?? [];
    list.push({
      key: row.contentKey as ContentKey,
      id: row.recordId,
      action: row.action as ReleaseItem['action'],
    });
    byRelease.set(row.releaseId, list);
  }
  return byRelease;
}

/** Every release, the pending ones first, then newest first. */
export async function listReleases(db: Db): Promise<Release[]> {
  const rows = await db.select().from(contentReleases).orderBy(desc(contentReleases.createdAt));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const pending = (row: ReleaseRow) => (PENDING_RELEASES.includes(row.status) ? 0 : 1);
  return [...rows]
    .sort((a, b) => pending(a) - pending(b))
    .map((row) => releaseOf(row, items.get(row.id) ?? []));
}

/** One release with its items, the row locked when `forUpdate`; null when unknown. */
export async function findRelease(target: Db, id: string, forUpdate = false) {
  const query = target.select().from(contentReleases).where(eq(contentReleases.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) return null;
  const items = (await itemsOf(target, [id])).get(id) ?? [];
  return { row, release: releaseOf(row, items) };
}

/** A pending release, locked, or the 404/409 that says why not. */
export async function pendingRelease(target: Db, id: string) {
  const found = await findRelease(target, id, true);
  if (!found) throw notFound(ReleaseMessages.notFound);
  if (!PENDING_RELEASES.includes(found.row.status)) throw conflict(ReleaseMessages.done);
  return found;
}

/**
 * Every item must be publishable now: a draft to publish (404 when it has none), a collection
 * item on the site to unpublish (400 for a section, 404 when it is not there).
 */
export async function checkItems(target: Db, items: readonly ReleaseItem[]) {
  for (const item of items) {
    const definition = contentDefinitions[item.key];
    if (item.action === 'publish') {
      if (!(await findDraft(target, item.key, item.id))) {
        throw notFound(ReleaseMessages.missingDraft(`${item.key} ${item.id}`));
      }
    } else if (definition.kind !== 'collection') {
      throw badRequest(ReleaseMessages.sectionUnpublish, [
        { path: ['items'], message: ReleaseMessages.sectionUnpublish },
      ]);
    } else if (!(await contentStore(definition).findRow(target, item.id))) {
      throw notFound(ReleaseMessages.missingRecord(`${item.key} ${item.id}`));
    }
  }
}

/** Replaces a release's items. */
export async function setItems(target: Db, releaseId: string, items: readonly ReleaseItem[]) {
  await target.delete(contentReleaseItems).where(eq(contentReleaseItems.releaseId, releaseId));
  if (items.length === 0) return;
  await target.insert(contentReleaseItems).values(
    items.map((item) => ({
      releaseId,
      contentKey: item.key,
      recordId: item.id,
      action: item.action,
    })),
  );
}

export async function createRelease(
  db: Db,
  input: { name: string; items: ReleaseItem[] },
  actor: AuditActor,
  id: string = randomUUID(),
): Promise<Release> {
  return db.transaction(async (tx) => {
    await checkItems(tx, input.items);
    await tx.insert(contentReleases).values({
      id,
      name: input.name,
      createdById: actor.id,
      createdByName: actor.username.slice(0, 100),
    });
    await setItems(tx, id, input.items);
    const found = await findRelease(tx, id);
    return found!.release;
  });
}

/** Changes a pending release's name, items, status or time. */
export async function changeRelease(
  db: Db,
  id: string,
  change: {
    name?: string;
    items?: ReleaseItem[];
    status?: ReleaseStatus;
    scheduledAt?: Date | null;
  },
): Promise<Release> {
  return db.transaction(async (tx) => {
    const { release } = await pendingRelease(tx, id);
    if (change.items) {
      await checkItems(tx, change.items);
      await setItems(tx, id, change.items);
    }
    const items = change.items ?? release.items;
    if (change.status === 'scheduled' && items.length === 0)
      throw badRequest(ReleaseMessages.empty);
    const set = {
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.status === undefined ? {} : { status: change.status, failure: '' }),
      ...(change.scheduledAt === undefined ? {} : { scheduledAt: change.scheduledAt }),
    };
    if (Object.keys(set).length > 0) {
      await tx.update(contentReleases).set(set).where(eq(contentReleases.id, id));
    }
    return (await findRelease(tx, id))!.release;
  });
}

/** Deletes a pending release (its drafts stay); a published one stays as history (409). */
export async function deleteRelease(db: Db, id: string): Promise<Release> {
  return db.transaction(async (tx) => {
    const { release } = await pendingRelease(tx, id);
    await tx.delete(contentReleases).where(eq(contentReleases.id, id));
    return release;
  });
}

/** Marks a release published (or failed, with why), in the caller's transaction. */
export async function finishRelease(
  target: Db,
  id: string,
  outcome: { status: 'published'; by: string } | { status: 'failed'; failure: string },
) {
  await target
    .update(contentReleases)
    .set(
      outcome.status === 'published'
        ? { status: 'published', publishedAt: new Date(), publishedByName: outcome.by, failure: '' }
        : { status: 'failed', failure: outcome.failure },
    )
    .where(eq(contentReleases.id, id));
}
