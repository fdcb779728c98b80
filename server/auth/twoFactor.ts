import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { TwoFactorMessages, isRecoveryCode } from '@/sdk/schemas/twoFactor';
import type { TwoFactorCode } from '@/sdk/schemas/twoFactor';
import type { Db } from '../db/database';
import { admins } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import type { AdminRow } from './admins';
import {
  dropRecoveryCodes,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recoveryCodes';
import { matchingStep, newTotpSecret } from './totp';
import { isSealed } from './totpSecrets';
import type { TotpSecrets } from './totpSecrets';

/** How long a set-up's QR code may be confirmed. */
export const SETUP_TTL_MS = 15 * 60_000;
/**
 * Wrong codes in a row after which an authenticator's code is no longer taken, only a recovery
 * code (80 bits, not guessable): a thief who has the password cannot keep guessing six digits.
 */
export const MAX_WRONG_CODES = 20;

export const twoFactorOn = (admin: Pick<AdminRow, 'twoFactorSecret'>) =>
  admin.twoFactorSecret !== null;

/** Starts an enrolment: a new secret, kept (sealed) as pending until a code confirms it. */
export async function startEnrolment(
  db: Db,
  admin: AdminRow,
  secrets: TotpSecrets,
): Promise<{ secret: string; expiresAt: Date }> {
  if (twoFactorOn(admin)) throw conflict(TwoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  const startedAt = new Date();
  await db
    .update(admins)
    .set({ twoFactorPendingSecret: secrets.seal(secret, admin.id), twoFactorPendingAt: startedAt })
    .where(eq(admins.id, admin.id));
  return { secret, expiresAt: new Date(startedAt.getTime() + SETUP_TTL_MS) };
}

const wrongCode = () =>
  badRequest(TwoFactorMessages.wrongCode, [
    { path: ['code'], message: TwoFactorMessages.wrongCode },
  ]);

/**
 * Confirms an enrolment with the authenticator's code: the pending secret becomes the account's,
 * and the first recovery codes are made (answered once). The code's step is spent at once.
 */
export async function confirmEnrolment(
  db: Db,
  adminId: string,
  code: string,
  secrets: TotpSecrets,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [admin] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
    if (!admin) throw conflict(TwoFactorMessages.setupExpired);
    if (twoFactorOn(admin)) throw conflict(TwoFactorMessages.alreadyOn);
    const pending = admin.twoFactorPendingSecret;
    const startedAt = admin.twoFactorPendingAt?.getTime() ?? 0;
    if (!pending || Date.now() - startedAt > SETUP_TTL_MS)
      throw conflict(TwoFactorMessages.setupExpired);
    const secret = secrets.open(pending, adminId);
    const step = matchingStep(secret, code);
    if (step === null) throw wrongCode();
    const stored = isSealed(pending) ? pending : secrets.seal(secret, adminId);
    await activateTwoFactor(tx as unknown as Db, adminId, stored, step);
    return replaceRecoveryCodes(tx as unknown as Db, adminId);
  });
}

/**
 * Makes `secret` (its stored form: sealed, or plain to be sealed at first use) the account's (the
 * set-up's pending one goes), with `step` spent; also how provider states seed an account with
 * two-factor on.
 */
export async function activateTwoFactor(
  db: Db,
  adminId: string,
  secret: string,
  step: number | null = null,
): Promise<void> {
  await db
    .update(admins)
    .set({
      twoFactorSecret: secret,
      twoFactorEnabledAt: new Date(),
      twoFactorPendingSecret: null,
      twoFactorPendingAt: null,
      twoFactorLastStep: step,
      twoFactorFailures: 0,
    })
    .where(eq(admins.id, adminId));
}

/** What a second factor came to. */
export type SecondFactorCheck =
  | { outcome: 'accepted'; via: 'authenticator' }
  | { outcome: 'accepted'; via: 'recovery code'; left: number }
  | { outcome: 'wrong' }
  /** Too many wrong codes in a row: only a recovery code is taken now. */
  | { outcome: 'locked' };

/** Spends a step: only a later step than the last accepted one counts, in one statement. */
async function claimStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(admins)
    .set({ twoFactorLastStep: step, twoFactorFailures: 0 })
    .where(
      and(
        eq(admins.id, adminId),
        or(isNull(admins.twoFactorLastStep), lt(admins.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: admins.id });
  return claimed.length > 0;
}

/**
 * Checks an authenticator's or a recovery code for an account with two-factor on. A code is
 * taken once: an authenticator's step (and every earlier one) is spent, a recovery code is marked
 * used. Wrong codes are counted; a right one clears the count.
 */
export async function checkSecondFactor(
  db: Db,
  admin: AdminRow,
  code: TwoFactorCode,
  secrets: TotpSecrets,
): Promise<SecondFactorCheck> {
  const stored = admin.twoFactorSecret;
  if (!stored) return { outcome: 'wrong' };
  const secret = secrets.open(stored, admin.id);
  if (!isSealed(stored)) await sealStoredSecret(db, admin.id, stored, secrets);
  if (isRecoveryCode(code)) {
    if (await spendRecoveryCode(db, admin.id, code)) {
      await db.update(admins).set({ twoFactorFailures: 0 }).where(eq(admins.id, admin.id));
      return {
        outcome: 'accepted',
        via: 'recovery code',
        left: await recoveryCodesLeft(db, admin.id),
      };
    }
  } else {
    if (admin.twoFactorFailures >= MAX_WRONG_CODES) return { outcome: 'locked' };
    const step = matchingStep(secret, code);
    if (step !== null && (await claimStep(db, admin.id, step))) {
      return { outcome: 'accepted', via: 'authenticator' };
    }
  }
  await db
    .update(admins)
    .set({ twoFactorFailures: sql`${admins.twoFactorFailures} + 1` })
    .where(eq(admins.id, admin.id));
  return { outcome: 'wrong' };
}

/** Like checkSecondFactor, for an account change: a refusal is a 400 on the code field. */
export async function requireSecondFactor(
  db: Db,
  admin: AdminRow,
  code: TwoFactorCode,
  secrets: TotpSecrets,
): Promise<SecondFactorCheck> {
  const check = await checkSecondFactor(db, admin, code, secrets);
  if (check.outcome === 'locked')
    throw badRequest(TwoFactorMessages.useRecoveryCode, [
      { path: ['code'], message: TwoFactorMessages.useRecoveryCode },
    ]);
  if (check.outcome === 'wrong') throw wrongCode();
  return check;
}

/** Turns two-factor off: the secret, any pending set-up, the recovery codes and the counts go. */
export async function clearTwoFactor(db: Db, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorPendingSecret: null,
        twoFactorPendingAt: null,
        twoFactorLastStep: null,
        twoFactorFailures: 0,
      })
      .where(eq(admins.id, adminId));
    await dropRecoveryCodes(tx as unknown as Db, adminId);
  });
}

/**
 * Seals a secret stored before sealing (or seeded plain). Only if it is still that plain value,
 * so an instance racing this one, or a change meanwhile, is never overwritten.
 */
async function sealStoredSecret(db: Db, adminId: string, plain: string, secrets: TotpSecrets) {
  if (!secrets.sealing) return;
  await db
    .update(admins)
    .set({ twoFactorSecret: secrets.seal(plain, adminId) })
    .where(and(eq(admins.id, adminId), eq(admins.twoFactorSecret, plain)));
}

/**
 * Seals every secret still stored plain (from before sealing, issue 43): the active ones and
 * pending set-ups. Run when the server starts; answers how many were sealed. Nobody is locked
 * out: a plain secret is read as before until it is sealed, and a sealed one opens with the key.
 */
export async function sealTotpSecrets(db: Db, secrets: TotpSecrets): Promise<number> {
  if (!secrets.sealing) return 0;
  const rows = await db
    .select({
      id: admins.id,
      secret: admins.twoFactorSecret,
      pending: admins.twoFactorPendingSecret,
    })
    .from(admins)
    .where(or(isNotNull(admins.twoFactorSecret), isNotNull(admins.twoFactorPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    if (row.secret && !isSealed(row.secret)) {
      await sealStoredSecret(db, row.id, row.secret, secrets);
      sealed += 1;
    }
    if (row.pending && !isSealed(row.pending)) {
      await db
        .update(admins)
        .set({ twoFactorPendingSecret: secrets.seal(row.pending, row.id) })
        .where(and(eq(admins.id, row.id), eq(admins.twoFactorPendingSecret, row.pending)));
      sealed += 1;
    }
  }
  return sealed;
}
