import { and, asc, eq, lte } from 'drizzle-orm';
import { ReleaseMessages } from '@/sdk/content/releases';
import type { Published } from '@/sdk/content/drafts';
import type { Release } from '@/sdk/content/releases';
import type { AuditActor } from '../../audit/auditLog';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentReleases } from '../../db/schema';
import { conflict } from '../../http/errors';
import { PublishProblem, publishItems } from '../drafts/publishDrafts';
import { tellListeners } from '../repository';
import type { ContentWriteListener } from '../repository';
import { scheduleStillApproved, whoScheduled } from './releaseApproval';
import { releasedForReview, waitingAuthors } from './releaseReviewMail';
import type { ReleasedForReview } from './releaseReviewMail';
import { findRelease, finishRelease, pendingRelease } from './releaseStore';

/** Who a scheduled run publishes as: the schedule's audit entry names who set it. */
export const SCHEDULE_ACTOR: AuditActor = { id: null, username: '(scheduled release)' };

const releaseNotice = (id: string) =>
  ({ key: 'release', action: 'publish', id, audited: true }) as const;

/** A published release, and the editors whose waiting drafts it made live (to be told). */
export interface ReleasePublished {
  release: Release;
  released: ReleasedForReview[];
}

/**
 * Publishes a pending release now, in one transaction: every item, its version and audit entry,
 * the release marked published. Then the listeners hear one notice (one content version: the
 * cache of this instance and, through the channel, of every other switches at once). A problem
 * (a draft gone meanwhile) is a 409 and nothing was published.
 */
export async function publishReleaseNow(
  db: Db,
  listeners: readonly ContentWriteListener[],
  releaseId: string,
  actor: AuditActor,
): Promise<ReleasePublished> {
  let done: ReleasePublished;
  try {
    done = await db.transaction(async (tx) => {
      const { release: pending } = await pendingRelease(tx, releaseId);
      const asked = await waitingAuthors(tx, pending.items);
      const published = await publishItems(tx, pending.items, {
        actor,
        release: { id: releaseId, name: pending.name },
      });
      await finishRelease(tx, releaseId, { status: 'published', by: actor.username });
      return {
        release: (await findRelease(tx, releaseId))!.release,
        released: releasedForReview(asked, published, actor.username),
      };
    });
  } catch (error) {
    if (error instanceof PublishProblem) throw conflict(error.message);
    throw error;
  }
  await tellListeners(listeners, releaseNotice(releaseId));
  return done;
}

export type DueOutcome =
  | { kind: 'published'; release: Release; released: ReleasedForReview[] }
  | { kind: 'failed'; release: Release }
  | null;

/**
 * Claims the oldest due scheduled release and publishes it, once across every instance: the row
 * is taken with FOR UPDATE SKIP LOCKED inside the transaction that publishes it and marks it
 * published, so another instance skips it while it runs and finds it published after. A crash
 * rolls everything back and the next run (on any instance) takes it again. A release that cannot
 * be published (a draft discarded meanwhile), or whose schedule the review rule no longer
 * approves (releaseApproval.ts), is marked failed, with why, and nothing of it is.
 */
export async function publishDueRelease(
  db: Db,
  listeners: readonly ContentWriteListener[],
  now: Date = new Date(),
): Promise<DueOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DueOutcome> => {
    const [due] = await tx
      .select({ id: contentReleases.id, name: contentReleases.name })
      .from(contentReleases)
      .where(and(eq(contentReleases.status, 'scheduled'), lte(contentReleases.scheduledAt, now)))
      .orderBy(asc(contentReleases.scheduledAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const found = (await findRelease(tx, due.id))!;
    const context = { actor: SCHEDULE_ACTOR, release: { id: due.id, name: due.name } };
    const asked = await waitingAuthors(tx, found.release.items);
    let published: Published[] = [];
    try {
      if (!(await scheduleStillApproved(tx, due.id)))
        throw new PublishProblem(ReleaseMessages.approverMayNotPublish);
      // A savepoint: a problem undoes the partial publish, and the failure mark still commits.
      published = await tx.transaction((step) => publishItems(step, found.release.items, context));
    } catch (error) {
      if (!(error instanceof PublishProblem)) throw error;
      await finishRelease(tx, due.id, { status: 'failed', failure: error.message });
      await recordAudit(tx, {
        kind: 'content',
        action: 'release.failed',
        target: due.id,
        summary: `the scheduled release “${due.name}” published nothing: ${error.message}`,
        actor: SCHEDULE_ACTOR,
      });
      return { kind: 'failed', release: (await findRelease(tx, due.id))!.release };
    }
    await finishRelease(tx, due.id, { status: 'published', by: SCHEDULE_ACTOR.username });
    // Whoever scheduled it made it live: they are not told of their own approval.
    const approver = (await whoScheduled(tx, due.id))?.actorName ?? null;
    return {
      kind: 'published',
      release: (await findRelease(tx, due.id))!.release,
      released: releasedForReview(asked, published, approver),
    };
  });
  if (outcome?.kind === 'published') {
    await tellListeners(listeners, releaseNotice(outcome.release._id));
  }
  return outcome;
}

/** Publishes every due release, oldest first (a catch-up after downtime runs them all). */
export async function publishDueReleases(
  db: Db,
  listeners: readonly ContentWriteListener[],
  now: Date = new Date(),
): Promise<NonNullable<DueOutcome>[]> {
  const done: NonNullable<DueOutcome>[] = [];
  for (;;) {
    const outcome = await publishDueRelease(db, listeners, now);
    if (!outcome) return done;
    done.push(outcome);
  }
}
