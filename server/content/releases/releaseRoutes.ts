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
import { draftGuards, publishGuards } from '../publishing';
import { publishReleaseNow } from './publishRelease';
import { changeRelease, createRelease, deleteRelease, listReleases } from './releaseStore';

/** How far in the past a time may be and still count as "now" (a clock a little behind). */
const CLOCK_SLACK_MS = 60_000;

/**
 * Releases (issue 37, docs/drafts.md): gathering drafts needs the content role; publishing one,
 * scheduling it (a publish later) or taking it off the schedule needs the right to publish.
 */
export function registerReleases(
  app: FastifyInstance,
  { db, contentWriteListeners }: ServerContext,
) {
  const actor = (request: Parameters<typeof actorOf>[0]) => {
    const user = actorOf(request);
    return { id: user.id, username: user.username };
  };
  const audit = (action: string, target: string, summary: string) =>
    recordAudit(db, { kind: 'content', action: `release.${action}`, target, summary });

  app.post('/api/releases/getall', draftGuards(db), async () => ok('OK', await listReleases(db)));

  app.post('/api/releases/create', draftGuards(db), async (request) => {
    const input = parseInput(ReleaseCreate, readJson(request));
    const release = await createRelease(db, input, actor(request));
    await audit('create', release._id, `created the release “${release.name}”`);
    return ok(ReleaseMessages.created, release);
  });

  app.post('/api/releases/update', draftGuards(db), async (request) => {
    const { releaseId, ...change } = parseInput(ReleaseUpdate, readJson(request));
    const release = await changeRelease(db, releaseId, change);
    await audit('update', releaseId, `changed the release “${release.name}”`);
    return ok(ReleaseMessages.updated, release);
  });

  app.post('/api/releases/schedule', publishGuards(db), async (request) => {
    const { releaseId, at } = parseInput(ReleaseSchedule, readJson(request));
    const when = new Date(at);
    if (when.getTime() < Date.now() - CLOCK_SLACK_MS) {
      throw badRequest(ReleaseMessages.inPast, [{ path: ['at'], message: ReleaseMessages.inPast }]);
    }
    const release = await changeRelease(db, releaseId, { status: 'scheduled', scheduledAt: when });
    await audit(
      'schedule',
      releaseId,
      `scheduled the release “${release.name}” for ${when.toISOString()}`,
    );
    return ok(ReleaseMessages.scheduled, release);
  });

  app.post('/api/releases/unschedule', publishGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const release = await changeRelease(db, releaseId, { status: 'open', scheduledAt: null });
    await audit('unschedule', releaseId, `took the release “${release.name}” off the schedule`);
    return ok(ReleaseMessages.unscheduled, release);
  });

  app.post('/api/releases/publish', publishGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const release = await publishReleaseNow(db, contentWriteListeners, releaseId, actor(request));
    return ok(ReleaseMessages.published, release);
  });

  app.post('/api/releases/delete', draftGuards(db), async (request) => {
    const { releaseId } = parseInput(ReleaseRef, readJson(request));
    const release = await deleteRelease(db, releaseId);
    await audit('delete', releaseId, `deleted the release “${release.name}” (its drafts stay)`);
    return ok(ReleaseMessages.deleted, { _id: releaseId });
  });
}
