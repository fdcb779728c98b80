import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { DraftMessages } from '@/sdk/content/drafts';
import { Permissions, can } from '@/sdk/schemas/users';
import type { Role } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import { actorOf, requireRole, tokenOf } from '../auth/guard';
import type { RouteRefusal } from '../auth/guard';
import { bearerOf } from '../auth/apiTokenGuard';
import type { Db } from '../db/database';
import { publishingSettings } from '../db/schema';
import { forbidden } from '../http/errors';

// The review rule (issues 37 and 43, docs/drafts.md "Review"): who may put content on the live
// site. It is decided here and nowhere else; every path to "live" asks `mayPublish`: the guards
// below (the spec's writes, a draft's publish, a release's publish, schedule and unschedule, the
// trash's restore and undo), the delete of a scheduled release (releaseRoutes.ts) and the
// scheduler when a release falls due (releases/releaseApproval.ts).

const ROW = 'publishing';

/** Whether editors need review: then only `Permissions.review` (admins) publish. */
export async function editorsNeedReview(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ on: publishingSettings.editorsNeedReview })
    .from(publishingSettings)
    .where(eq(publishingSettings.id, ROW));
  return row?.on ?? false;
}

export async function setEditorsNeedReview(db: Db, on: boolean): Promise<void> {
  await db
    .insert(publishingSettings)
    .values({ id: ROW, editorsNeedReview: on })
    .onConflictDoUpdate({
      target: publishingSettings.id,
      set: { editorsNeedReview: on, updatedAt: new Date() },
    });
}

/**
 * The rule: a role may put content live now when it may review (admins), or when "editors need
 * review" is off. An API token asks as an editor (apiTokenGuard.ts), never as an admin. Read on
 * every call, so switching review on holds at once on every instance, the scheduler's included.
 */
export async function mayPublish(db: Db, role: Role): Promise<boolean> {
  return can(role, 'review') || !(await editorsNeedReview(db));
}

/** Why the audit log says a token's call was refused by the rule (what was refused is the route). */
export const REVIEW_REFUSAL_AUDIT =
  'the review rule: "editors need review" is on, and an API token publishes as an editor';

const refusal: RouteRefusal = { message: DraftMessages.reviewRequired, why: REVIEW_REFUSAL_AUDIT };

/** The rule as the role guard asks it of the user it let in (see `publishGuards`). */
const reviewRule = (db: Db) => async (user: { role: Role }) =>
  (await mayPublish(db, user.role)) ? null : refusal;

/**
 * The rule's refusal inside a route, where the state found decided (a scheduled release's delete
 * asked `mayPublish`): 403. A refused API token gets its own audit entry naming the route and the
 * rule (its guard's entry said only that the route was in its scope).
 */
export async function refusePublish(db: Db, request: FastifyRequest): Promise<never> {
  if (tokenOf(request) === null && bearerOf(request) !== null) {
    await recordAudit(db, {
      kind: 'api-token',
      action: 'refused',
      target: actorOf(request).id,
      summary: `${request.method} ${request.routeOptions.url ?? request.url} refused: ${refusal.why}`,
    });
  }
  throw forbidden(refusal.message);
}

/**
 * The guard of a route that changes the public site: the one role guard, asked to apply the review
 * rule too, so an API token refused by it is audited once, as refused, with why.
 */
export const publishGuards = (db: Db) => ({
  preHandler: requireRole(db, Permissions.content, { refusal: reviewRule(db) }),
});

/** The guard of a draft route: anyone with the content permission. */
export const draftGuards = (db: Db) => ({
  preHandler: requireRole(db, Permissions.content),
});

/** The guard of a review route: admins only. */
export const reviewGuards = (db: Db) => ({
  preHandler: requireRole(db, Permissions.review),
});
