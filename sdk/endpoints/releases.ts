import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import {
  Release,
  ReleaseCreate,
  ReleaseRef,
  ReleaseSchedule,
  ReleaseUpdate,
} from '../content/releases';
import { apiSuccess } from '../schemas/envelope';

// Releases (issue 37, docs/drafts.md): drafts published together, now or at a time.

export async function listReleases(): Promise<Release[]> {
  return (await post('/api/releases/getall', {}, apiSuccess(z.array(Release)))).data;
}

export async function createRelease(input: ReleaseCreate): Promise<Release> {
  const body = parseInput(ReleaseCreate, input);
  return (await post('/api/releases/create', body, apiSuccess(Release))).data;
}

export async function updateRelease(input: ReleaseUpdate): Promise<Release> {
  const body = parseInput(ReleaseUpdate, input);
  return (await post('/api/releases/update', body, apiSuccess(Release))).data;
}

/**
 * Schedules a release for `at`: ISO 8601 with its offset (`2026-12-01T09:30:00+05:30` for India
 * time) or a Date. Stored and answered in UTC.
 */
export async function scheduleRelease(releaseId: string, at: string | Date): Promise<Release> {
  const when = typeof at === 'string' ? at : at.toISOString();
  const body = parseInput(ReleaseSchedule, { releaseId, at: when });
  return (await post('/api/releases/schedule', body, apiSuccess(Release))).data;
}

export async function unscheduleRelease(releaseId: string): Promise<Release> {
  const body = parseInput(ReleaseRef, { releaseId });
  return (await post('/api/releases/unschedule', body, apiSuccess(Release))).data;
}

/** Publishes every item of the release now, in one transaction. */
export async function publishRelease(releaseId: string): Promise<Release> {
  const body = parseInput(ReleaseRef, { releaseId });
  return (await post('/api/releases/publish', body, apiSuccess(Release))).data;
}

/** Deletes a release that has not run (its drafts stay drafts). */
export async function deleteRelease(releaseId: string): Promise<void> {
  const body = parseInput(ReleaseRef, { releaseId });
  await post('/api/releases/delete', body, apiSuccess(z.object({ _id: z.string() })));
}
