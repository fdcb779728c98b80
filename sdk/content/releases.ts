import { z } from 'zod';
import { RecordId, TimeInput } from '../schemas/common';
import { ContentKeyName, Stamp } from './contentRef';

// Releases (issue 37, docs/drafts.md): drafts published together in one transaction, now or at
// a set time (stored in UTC; the API takes ISO 8601 with an offset; the console shows India time).

/** Publish the record's draft, or take a collection item off the site (its status off). */
export const ReleaseAction = z.enum(['publish', 'unpublish']);
export type ReleaseAction = z.infer<typeof ReleaseAction>;

export const ReleaseItem = z.strictObject({
  key: ContentKeyName,
  id: RecordId,
  action: ReleaseAction.default('publish'),
});
export type ReleaseItem = z.infer<typeof ReleaseItem>;
export type ReleaseItemInput = z.input<typeof ReleaseItem>;

export const ReleaseStatus = z.enum(['open', 'scheduled', 'published', 'failed']);
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;

const ReleaseName = z
  .string({ error: 'Name the release.' })
  .trim()
  .min(1, 'Name the release.')
  .max(200, 'Keep the name under 200 characters.');

const ReleaseItems = z
  .array(ReleaseItem, { error: 'Send the items as a list.' })
  .max(500, 'At most 500 items in a release.')
  .refine(
    (items) => new Set(items.map((item) => `${item.key}:${item.id}`)).size === items.length,
    'A record can be in a release once.',
  );

export const Release = z.object({
  _id: RecordId,
  name: z.string(),
  status: ReleaseStatus,
  items: z.array(ReleaseItem),
  /** When it is due (ISO 8601, UTC), while scheduled; when it was due, after. */
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  created: Stamp,
  publishedBy: z.string().nullable(),
  /** Why a scheduled run published nothing ('' unless failed). */
  failure: z.string(),
});
export type Release = z.infer<typeof Release>;

export const ReleaseCreate = z.strictObject({ name: ReleaseName, items: ReleaseItems });
export type ReleaseCreate = z.input<typeof ReleaseCreate>;

export const ReleaseUpdate = z.strictObject({
  releaseId: RecordId,
  name: ReleaseName.optional(),
  items: ReleaseItems.optional(),
});
export type ReleaseUpdate = z.input<typeof ReleaseUpdate>;

export const ReleaseRef = z.strictObject({ releaseId: RecordId });
export type ReleaseRef = z.infer<typeof ReleaseRef>;

/** A moment with its offset: `2026-12-01T09:30:00+05:30` (India) or `...Z`. */
export const ScheduledTime = TimeInput('The release time');

export const ReleaseSchedule = z.strictObject({ releaseId: RecordId, at: ScheduledTime });
export type ReleaseSchedule = z.infer<typeof ReleaseSchedule>;

export const ReleaseMessages = {
  created: 'Release created.',
  updated: 'Release updated.',
  updatedOffSchedule:
    'Release updated. Its items changed, so it is no longer scheduled: schedule it again.',
  scheduled: 'Release scheduled.',
  unscheduled: 'Release no longer scheduled.',
  published: 'Release published.',
  deleted: 'Release deleted.',
  notFound: 'No release with this id.',
  done: 'This release has been published already; make a new one.',
  notScheduled: 'This release is not scheduled.',
  inPast: 'Choose a time in the future.',
  empty: 'Add at least one record to the release first.',
  missingDraft: (name: string) => `${name} has no draft to publish any more.`,
  missingRecord: (name: string) => `${name} is not on the site, so it cannot be unpublished.`,
  sectionUnpublish: 'A section cannot be taken off the site; put a draft of it in the release.',
  approverMayNotPublish:
    'Whoever scheduled it may not publish now (review is on, or their access changed). An admin can put its drafts in a new release.',
} as const;
