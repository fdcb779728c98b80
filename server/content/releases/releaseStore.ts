import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { contentDefinitions } from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import { ReleaseMessages } from '@/sdk/content/releases';
import type { Release, ReleaseItem, ReleaseStatus } from '@/sdk/content/releases';
import type { AuditActor, AuditRecord } from '../../audit/auditLog';
import { recordAudit } from '../../audit/auditLog';
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

const sameItems = (a: readonly ReleaseItem[], b: readonly ReleaseItem[]) => {
  const key = (item: ReleaseItem) => `${item.key}:${item.id}:${item.action}`;
  const left = new Set(a.map(key));
  return a.length === b.length && b.every((item) => left.has(key(item)));
};

/** What a change did: the release after it, and whether it took it off the schedule. */
export interface ChangedRelease {
  release: Release;
  offSchedule: boolean;
}

/**
 * Changes a pending release's name, items, status or time, and writes its audit entry in the
 * same transaction (a schedule's entry is the approval the scheduled run checks:
 * releaseApproval.ts). New items for a scheduled release take it back to draft (issue 43): what
 * was approved is frozen, and only someone with the right to publish schedules it again.
 */
export async function changeRelease(
  db: Db,
  id: string,
  change: {
    name?: string;
    items?: ReleaseItem[];
    status?: ReleaseStatus;
    scheduledAt?: Date | null;
  },
  audit: (changed: ChangedRelease) => Omit<AuditRecord, 'kind' | 'target'>,
): Promise<ChangedRelease> {
  return db.transaction(async (tx) => {
    const { release } = await pendingRelease(tx, id);
    const newItems = change.items !== undefined && !sameItems(release.items, change.items);
    if (change.items && newItems) {
      await checkItems(tx, change.items);
      await setItems(tx, id, change.items);
    }
    const offSchedule = newItems && release.status === 'scheduled' && !change.status;
    const items = change.items ?? release.items;
    if (change.status === 'scheduled' && items.length === 0)
      throw badRequest(ReleaseMessages.empty);
    const set = {
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.status === undefined ? {} : { status: change.status, failure: '' }),
      ...(change.scheduledAt === undefined ? {} : { scheduledAt: change.scheduledAt }),
      ...(offSchedule ? { status: 'open', scheduledAt: null } : {}),
    };
    if (Object.keys(set).length > 0) {
      await tx.update(contentReleases).set(set).where(eq(contentReleases.id, id));
    }
    const after = (await findRelease(tx, id))!.release;
    const changed = { release: after, offSchedule };
    await recordAudit(tx, { kind: 'content', target: id, ...audit(changed) });
    return changed;
  });
}

/**
 * Deletes a pending release (its drafts stay); a published one stays as history (409). A
 * scheduled one is an approved publish: deleting it needs the right to publish (`mayPublish`,
 * asked by the caller through publishing.ts); answers 'needs-publish-right' when refused.
 */
export async function deleteRelease(
  db: Db,
  id: string,
  mayPublish: (tx: Db) => Promise<boolean>,
): Promise<Release | 'needs-publish-right'> {
  return db.transaction(async (tx) => {
    const { release } = await pendingRelease(tx, id);
    if (release.status === 'scheduled' && !(await mayPublish(tx))) return 'needs-publish-right';
    await tx.delete(contentReleases).where(eq(contentReleases.id, id));
    await recordAudit(tx, {
      kind: 'content',
      action: 'release.delete',
      target: id,
      summary: `deleted the release “${release.name}” (its drafts stay)`,
    });
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
