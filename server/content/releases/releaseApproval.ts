import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '@/sdk/schemas/users';
import type { Db } from '../../db/database';
import { admins, apiTokens, auditLog } from '../../db/schema';
import { mayPublish } from '../publishing';

/** The audit action of a schedule: the entry is the release's approval (who scheduled it). */
export const SCHEDULE_ACTION = 'release.schedule';

/**
 * The role the review rule asks about for whoever is named by `id`: a user's role unless the user
 * is disabled or gone; an API token counts as an editor while it is live (apiTokenGuard.ts).
 */
async function roleNow(target: Db, id: string): Promise<Role | null> {
  const [user] = await target
    .select({ role: admins.role, disabled: admins.disabled })
    .from(admins)
    .where(eq(admins.id, id));
  if (user) return user.disabled ? null : user.role;
  const [token] = await target
    .select({ revokedAt: apiTokens.revokedAt, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .where(eq(apiTokens.id, id));
  return token && !token.revokedAt && token.expiresAt > new Date() ? 'editor' : null;
}

/**
 * Whether a scheduled release may still go live when it falls due (issue 43): whoever scheduled
 * it (the newest schedule entry of the audit log, written in the schedule's own transaction)
 * must have the right to publish now, by the one review rule (publishing.ts `mayPublish`). Its
 * items cannot have changed since (a change takes it off the schedule: releaseFreeze.ts), so that
 * approval covers every item. Switching review on, or disabling or demoting the one who
 * scheduled, stops the run.
 */
export async function scheduleStillApproved(target: Db, releaseId: string): Promise<boolean> {
  const entry = await whoScheduled(target, releaseId);
  const role = entry?.actorId ? await roleNow(target, entry.actorId) : null;
  return role !== null && (await mayPublish(target, role));
}

/** Who approved a scheduled release: the newest schedule entry of the audit log, or null. */
export async function whoScheduled(
  target: Db,
  releaseId: string,
): Promise<{ actorId: string | null; actorName: string } | null> {
  const [entry] = await target
    .select({ actorId: auditLog.actorId, actorName: auditLog.actorName })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kind, 'content'),
        eq(auditLog.action, SCHEDULE_ACTION),
        eq(auditLog.target, releaseId),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return entry ?? null;
}
