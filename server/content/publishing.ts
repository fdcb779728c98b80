import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { DraftMessages } from '@/sdk/content/drafts';
import { Permissions, can } from '@/sdk/schemas/users';
import { actorOf, requireRole } from '../auth/guard';
import type { Db } from '../db/database';
import { publishingSettings } from '../db/schema';
import { forbidden } from '../http/errors';

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
 * After the role guard: a write that changes the public site (the spec's creates, updates,
 * deletes and reorders, a draft's publish, a release, a restore from the trash) needs a role
 * that may publish. With "editors need review" on that is `Permissions.review` only; read on
 * every request, so switching it on stops editors' publishing on every instance at once.
 */
export const requirePublishRight = (db: Db) => async (request: FastifyRequest) => {
  const user = actorOf(request);
  if (can(user.role, 'review')) return;
  if (await editorsNeedReview(db)) throw forbidden(DraftMessages.reviewRequired);
};

/** The guards of a publishing route: the one role guard, then the review rule. */
export const publishGuards = (db: Db) => ({
  preHandler: [requireRole(db, Permissions.content), requirePublishRight(db)],
});

/** The guard of a draft route: anyone with the content permission. */
export const draftGuards = (db: Db) => ({
  preHandler: requireRole(db, Permissions.content),
});

/** The guard of a review route: admins only. */
export const reviewGuards = (db: Db) => ({
  preHandler: requireRole(db, Permissions.review),
});
