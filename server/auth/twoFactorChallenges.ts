import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { twoFactorChallenges } from '../db/schema';
import { hashToken } from './sessions';

/** How long the code may take after the password: long enough to find the phone. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes one challenge may try; then the password must be entered again. */
export const CHALLENGE_TRIES = 4;

/**
 * Issues the challenge of a sign-in whose password was right: 256 random bits, of which only the
 * SHA-256 is kept. Expired challenges are swept here, so the table holds minutes of sign-ins.
 */
export async function issueChallenge(
  db: Db,
  adminId: string,
): Promise<{ challenge: string; expiresAt: Date }> {
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, new Date()));
  const challenge = randomBytes(32).toString('base64url');
  return { challenge, expiresAt: await insertChallenge(db, adminId, challenge) };
}

/** Stores a challenge by its hash (also how provider states seed a known one); answers its end. */
export async function insertChallenge(db: Db, adminId: string, challenge: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await db.insert(twoFactorChallenges).values({
    id: randomUUID(),
    challengeHash: hashToken(challenge),
    adminId,
    expiresAt,
  });
  return expiresAt;
}

export interface ChallengeTry {
  id: string;
  adminId: string;
  /** This try's number, 1 to CHALLENGE_TRIES. */
  attempt: number;
}

/**
 * Counts one try of a live challenge (one statement, so racing tries cannot exceed the limit);
 * null when the challenge is unknown, expired, used or out of tries.
 */
export async function claimChallengeTry(db: Db, challenge: string): Promise<ChallengeTry | null> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.challengeHash, hashToken(challenge)),
        gt(twoFactorChallenges.expiresAt, new Date()),
        lt(twoFactorChallenges.attempts, CHALLENGE_TRIES),
      ),
    )
    .returning({
      id: twoFactorChallenges.id,
      adminId: twoFactorChallenges.adminId,
      attempt: twoFactorChallenges.attempts,
    });
  return row ?? null;
}

/** Ends a challenge; true only for the one caller that ended it (a challenge signs in once). */
export async function endChallenge(db: Db, id: string): Promise<boolean> {
  const ended = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .returning({ id: twoFactorChallenges.id });
  return ended.length > 0;
}
