import type { FastifyInstance } from 'fastify';
import {
  ReleaseCreate,
  ReleaseMessages,
  ReleaseRef,
  ReleaseSchedule,
  ReleaseUpdate,
} from '@/sdk/content/releases';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { draftGuards, mayPublish, publishGuards, refusePublish } from '../publishing';
import { SCHEDULE_ACTION } from './releaseApproval';
import { publishReleaseNow } from './publishRelease';
import { tellAuthors } from './releaseReviewMail';
import { changeRelease, createRelease, deleteRelease, listReleases } from './releaseStore';

/** How far in the past a time may be and still count as "now" (a clock a little behind). */
const CLOCK_SLACK_MS = 60_000;

/**
 * Releases (issues 37 and 43, docs/drafts.md): gathering drafts needs the content role;
 * publishing one, scheduling it (a publish later), taking it off the schedule or deleting a
 * scheduled one needs the right to publish (publishing.ts). Changing a scheduled release's items
 * takes it back to draft (releaseStore.ts), so a schedule publishes only what was approved.
 */
export function registerReleases(
  app: FastifyInstance,
  { db, contentWriteListeners, reviewNotifier: notifier }: ServerContext,
) {
  const actor = (request: Parameters<typeof actorOf>[0]) => {
    const user = actorOf(request);
    return { id: user.id, username: user.username };
  };
  app.post('/api/releases/getall', draftGuards(db), async () => ok('OK', await listReleases(db)));

  app.post('/api/releases/create', draftGuards(db), async (request) => {
    const input = parseInput(ReleaseCreate, readJson(request));
    const release = await createRelease(db, input, actor(request));
    await recordAudit(db, {
      kind: 'content',
      action: 'release.create',
      target: release._id,
      summary: `created the release “${release.name}”`,
    });
    return ok(ReleaseMessages.created, release);
  });

  app.post('/api/releases/update', draftGuards(db), async (request) => {
    const { releaseId, ...change } = parseInput(ReleaseUpdate, readJson(request));
    const changed = await changeRelease(db, releaseId, change, ({ release, offSchedule }) => ({
      action: 'release.update',
      summary: `changed the release “${release.name}”${offSchedule ? ', which took it off the schedule' : ''}`,
    }));
    const msg = changed.offSchedule ? ReleaseMessages.updatedOffSchedule : ReleaseMessages.updated;
    return ok(msg, changed.release);
  });

  app.post('/api/releases/schedule', publishGuards(db), async (request) => {
    const { releaseId, at } = parseInput(ReleaseSchedule, readJson(request));
    const when = new Date(at);
    if (when.getTime() < Date.now() - CLOCK_SLACK_MS) {
      throw badRequest(ReleaseMessages.inPast, [{ path: ['at'], message: ReleaseMessages.inPast }]);
    }
    const change = { status: 'scheduled', scheduledAt: when } as const;
    // Its audit entry names who approved the release: the scheduled run asks it again.
    const { release } = await changeRelease(db, releaseId, change, ({ release: after }) => ({
      action: SCHEDULE_ACTION,
      summary: `scheduled the release “${after.name}” for ${when.toISOString()}`,
    }));
    return ok(ReleaseMessages.scheduled, release);
  });

  app.post('/api/releases/unschedule', publishGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const change = { status: 'open', scheduledAt: null } as const;
    const { release } = await changeRelease(db, releaseId, change, ({ release: after }) => ({
      action: 'release.unschedule',
      summary: `took the release “${after.name}” off the schedule`,
    }));
    return ok(ReleaseMessages.unscheduled, release);
  });

  app.post('/api/releases/publish', publishGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const { release, released } = await publishReleaseNow(
      db,
      contentWriteListeners,
      releaseId,
      actor(request),
    );
    tellAuthors(notifier, release, released, request.log);
    return ok(ReleaseMessages.published, release);
  });

  app.post('/api/releases/delete', draftGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const { role } = actorOf(request);
    const deleted = await deleteRelease(db, releaseId, (tx) => mayPublish(tx, role));
    if (deleted === 'needs-publish-right') return refusePublish(db, request);
    return ok(ReleaseMessages.deleted, { _id: releaseId });
  });
}
