import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Role } from '@/sdk/schemas/users';
import { admins, sessions, twoFactorChallenges } from '../db/schema';

/** Only this digest is stored; the token itself exists in the browser alone. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session: a random 256-bit token, valid for ttlHours. */
export async function createSession(
  db: Db,
  adminId: string,
  ttlHours: number,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await insertSession(db, { adminId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Stores a session by its token hash (also how tests and provider states seed one). */
export async function insertSession(
  db: Db,
  values: { adminId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ id: randomUUID(), ...values });
}

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  /** Whether the user signs in with a second factor (the guard's two-factor requirement reads it). */
  twoFactorEnabled: boolean;
}

/** The user a token belongs to: the session live (not expired or revoked), the user not disabled. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      mustChangePassword: admins.mustChangePassword,
      twoFactorEnabled: sql<boolean>`${admins.twoFactorSecret} IS NOT NULL`,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(admins.disabled, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends a session at once (logout). */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of an admin (sign out everywhere, a password change or reset, a disabled
 * user), but `keep` (the token of the browser that made the change) when given, and every sign-in
 * of theirs still waiting for its two-factor code: a challenge won with the old password, or
 * before "sign out everywhere", must not become a session afterwards.
 */
export async function revokeAdminSessions(
  db: Db,
  adminId: string,
  { keep }: { keep?: string } = {},
): Promise<void> {
  const others = keep === undefined ? undefined : ne(sessions.tokenHash, hashToken(keep));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), others));
  await revokeChallenges(db, adminId);
}

/** Ends the sign-ins of an admin that wait for a two-factor code (turning it on or off too). */
export async function revokeChallenges(db: Db, adminId: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.adminId, adminId));
}
