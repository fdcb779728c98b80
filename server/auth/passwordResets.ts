import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PasswordResetMessages, RESET_LINK_MINUTES } from '@/sdk/schemas/passwordReset';
import type { Db } from '../db/database';
import { admins, passwordResets } from '../db/schema';
import { ApiHttpError, notFound } from '../http/errors';
import { hashToken, revokeAdminSessions } from './sessions';

export interface IssuedReset {
  token: string;
  expiresAt: Date;
}

/**
 * A new reset link for a user: a random 256-bit token, of which only the SHA-256 is kept, valid
 * for an hour. The user's earlier unused links stop working: only the newest one is live.
 */
export async function issuePasswordReset(
  db: Db,
  adminId: string,
  createdBy: string | null,
): Promise<IssuedReset> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt)));
  await insertPasswordReset(db, { tokenHash: hashToken(token), adminId, createdBy, expiresAt });
  return { token, expiresAt };
}

/** Stores a link by its token hash (also how provider states seed one). */
export async function insertPasswordReset(
  db: Db,
  values: { tokenHash: string; adminId: string; createdBy: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({ id: randomUUID(), ...values });
}

/** The user a token may reset, or the refusal that says why not (unknown, used, expired). */
export async function resetTarget(db: Db, token: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      adminId: admins.id,
      username: admins.username,
      usedAt: passwordResets.usedAt,
      expiresAt: passwordResets.expiresAt,
    })
    .from(passwordResets)
    .innerJoin(admins, eq(admins.id, passwordResets.adminId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(PasswordResetMessages.invalid);
  if (row.usedAt) throw new ApiHttpError(410, PasswordResetMessages.used);
  if (row.expiresAt.getTime() <= Date.now())
    throw new ApiHttpError(410, PasswordResetMessages.expired);
  return row;
}

/**
 * Uses the link (once: of two requests at the same moment, one wins) and stores the new hash in
 * one transaction; every session of the user ends, and every sign-in waiting for its code. The
 * second factor stays as it was: a reset proves the link, not the authenticator.
 */
export async function completePasswordReset(
  db: Db,
  reset: { id: string; adminId: string },
  passwordHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw new ApiHttpError(410, PasswordResetMessages.used);
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(admins.id, reset.adminId));
    await revokeAdminSessions(tx as unknown as Db, reset.adminId);
  });
}
