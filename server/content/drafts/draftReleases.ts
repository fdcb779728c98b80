import { and, eq, inArray } from 'drizzle-orm';
import type { DraftRelease } from '@/sdk/content/drafts';
import type { Db } from '../../db/database';
import { contentReleaseItems, contentReleases } from '../../db/schema';
import { PENDING_RELEASES } from '../history/trash';

// Issue 44: a draft's answer names the release that holds it, so the record's form can say
// "scheduled" before the editor saves (a save takes a scheduled release off the schedule,
// releaseFreeze.ts) instead of only after it, in the save's message.

type Ref = { key: string; id: string };
const refOf = (ref: Ref) => `${ref.key}:${ref.id}`;

/** Which of two holders the form names: the scheduled one due first, else the newest open one. */
function before(a: HolderRow, b: HolderRow) {
  if (a.scheduledAt && b.scheduledAt) return a.scheduledAt.getTime() - b.scheduledAt.getTime();
  if (a.scheduledAt || b.scheduledAt) return a.scheduledAt ? -1 : 1;
  return b.createdAt.getTime() - a.createdAt.getTime();
}

interface HolderRow {
  key: string;
  recordId: string;
  id: string;
  name: string;
  scheduledAt: Date | null;
  createdAt: Date;
}

/**
 * The release not run yet that publishes each record's draft, by `key:id`. Only `publish` items:
 * an `unpublish` item takes the live item off the site and does not publish the draft. A record
 * in two releases is named by the one that would publish it first (`before`).
 */
export async function holdingReleases(
  target: Db,
  refs: readonly Ref[],
): Promise<Map<string, DraftRelease>> {
  const found = new Map<string, DraftRelease>();
  if (refs.length === 0) return found;
  const wanted = new Set(refs.map(refOf));
  const rows = await target
    .select({
      key: contentReleaseItems.contentKey,
      recordId: contentReleaseItems.recordId,
      id: contentReleases.id,
      name: contentReleases.name,
      status: contentReleases.status,
      scheduledAt: contentReleases.scheduledAt,
      createdAt: contentReleases.createdAt,
    })
    .from(contentReleaseItems)
    .innerJoin(contentReleases, eq(contentReleases.id, contentReleaseItems.releaseId))
    .where(
      and(
        inArray(contentReleases.status, PENDING_RELEASES),
        eq(contentReleaseItems.action, 'publish'),
        inArray(contentReleaseItems.recordId, [...new Set(refs.map((ref) => ref.id))]),
      ),
    );
  // An open release has no time (unscheduling clears it); the status is what says scheduled.
  const holders: HolderRow[] = rows.map(({ status, scheduledAt, ...row }) => ({
    ...row,
    scheduledAt: status === 'scheduled' ? scheduledAt : null,
  }));
  for (const row of holders.sort(before)) {
    const ref = refOf({ key: row.key, id: row.recordId });
    if (!wanted.has(ref) || found.has(ref)) continue;
    const scheduledAt = row.scheduledAt?.toISOString() ?? null;
    found.set(ref, { id: row.id, name: row.name, scheduledAt });
  }
  return found;
}

/** Draft answers with the release holding each, where one does (the field is left out if not). */
export async function withHoldingReleases<T extends Ref>(target: Db, drafts: T[]): Promise<T[]> {
  const found = await holdingReleases(target, drafts);
  return drafts.map((draft) => {
    const release = found.get(refOf(draft));
    return release ? { ...draft, release } : draft;
  });
}

/** One draft answer with the release holding it, where one does. */
export async function withHoldingRelease<T extends Ref>(target: Db, draft: T): Promise<T> {
  const [answer] = await withHoldingReleases(target, [draft]);
  return answer ?? draft;
}
