import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AuditActor } from '../../audit/auditLog';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentReleaseItems, contentReleases } from '../../db/schema';

/**
 * The items of a scheduled release are frozen (issue 43): scheduling approved what it would
 * publish, so anything that changes that (a draft of one of its records saved, restored, discarded
 * or published elsewhere, the record deleted) takes it back to draft, unscheduled, in the caller's
 * transaction, with an audit entry. Only someone with the right to publish schedules it again
 * (publishing.ts). Called before the draft or item rows are written, so a write takes the release
 * row first, as the scheduled run does (no deadlock between the two).
 */
export async function holdScheduledReleases(
  target: Db,
  key: string,
  recordId: string,
  options: { except?: string; actor?: AuditActor } = {},
): Promise<string[]> {
  const holding = target
    .select({ id: contentReleaseItems.releaseId })
    .from(contentReleaseItems)
    .where(
      and(eq(contentReleaseItems.contentKey, key), eq(contentReleaseItems.recordId, recordId)),
    );
  const held = await target
    .update(contentReleases)
    .set({ status: 'open', scheduledAt: null })
    .where(
      and(
        eq(contentReleases.status, 'scheduled'),
        inArray(contentReleases.id, holding),
        options.except ? ne(contentReleases.id, options.except) : undefined,
      ),
    )
    .returning({ id: contentReleases.id, name: contentReleases.name });
  for (const release of held) {
    await recordAudit(target, {
      kind: 'content',
      action: 'release.unschedule',
      target: release.id,
      summary: `took the release “${release.name}” off the schedule: ${key} ${recordId} in it changed`,
      ...(options.actor ? { actor: options.actor } : {}),
    });
  }
  return held.map((release) => release.name);
}
