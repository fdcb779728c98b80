import type { LoginRequest } from '@/sdk/schemas';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/database';
import { findAdmin, rehashPassword } from './admins';
import type { AdminRow } from './admins';
import { HashingBusyError } from './hashSlots';
import { hashIsOutdated, signInHashingFull, verifySignInPassword } from './password';
import { twoFactorOn } from './twoFactor';
import type { UsernameThrottle } from './usernameThrottle';

/** What a sign-in's username and password came to, before any session is made. */
export type SignInCheck =
  | { outcome: 'accepted'; admin: AdminRow }
  | { outcome: 'refused' }
  /** The username's attempts are being slowed down (usernameThrottle.ts). */
  | { outcome: 'slowed'; retryAfterMs: number }
  /** Enough password checks are running and waiting: try again shortly (hashSlots.ts). */
  | { outcome: 'busy'; retryAfterMs: number };

const BUSY_RETRY_MS = 2000;

/** Audits a refused attempt. An unknown username is not kept: it may be a password typed in the wrong box. */
async function auditRefusal(db: Db, username: string, admin: AdminRow | null, valid: boolean) {
  const summary = !admin
    ? 'unknown username (the name typed is not kept)'
    : admin.disabled && valid
      ? 'disabled user'
      : 'wrong password';
  await recordAudit(db, {
    kind: 'sign-in',
    action: 'failure',
    target: admin?.username ?? '',
    summary,
    actor: admin ? { id: admin.id, username: admin.username } : { id: null, username: '(unknown)' },
  });
}

/**
 * Checks a sign-in's username and password: the username's wait first (no hashing for an
 * attempt that must wait), then whether the hashing line has room, then the password in one of
 * the few hashing slots. Refusals are audited; the
 * route turns the check into an answer and a session.
 */
export function signInChecker(db: Db, throttle: UsernameThrottle) {
  return async ({ username, password }: LoginRequest): Promise<SignInCheck> => {
    const wait = await throttle.claim(username);
    if (wait > 0) return { outcome: 'slowed', retryAfterMs: wait };
    // Turned away before the user is looked up, so a flood's excess costs no query. The attempt
    // stays counted: a guess turned away is still a guess tried.
    if (signInHashingFull()) return { outcome: 'busy', retryAfterMs: BUSY_RETRY_MS };
    const admin = await findAdmin(db, username);
    let valid: boolean;
    try {
      valid = await verifySignInPassword(password, admin?.passwordHash ?? null);
    } catch (error) {
      if (error instanceof HashingBusyError)
        return { outcome: 'busy', retryAfterMs: BUSY_RETRY_MS };
      throw error;
    }
    if (!admin || !valid || admin.disabled) {
      await auditRefusal(db, username, admin, valid);
      return { outcome: 'refused' };
    }
    // The one moment the password is known: a hash from before a cost rise is brought up to it.
    if (hashIsOutdated(admin.passwordHash)) await rehashPassword(db, admin, password);
    // With two-factor on, the password is half of it: the count is forgotten after the code.
    if (!twoFactorOn(admin)) await throttle.forget(username);
    return { outcome: 'accepted', admin };
  };
}
