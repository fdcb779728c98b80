import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@/sdk/schemas/twoFactor';
import type { Db } from '../db/database';
import { recoveryCodes } from '../db/schema';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 10 random bytes as 16 base32 characters (80 bits: a guess per second would take 10^16 years). */
function randomCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** How a code is shown: four groups of four. The schema takes it back with or without dashes. */
const grouped = (code: string) => code.match(/.{4}/g)?.join('-') ?? code;

/** Only this digest is stored, like a session token's. */
const hashCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

/**
 * Replaces a user's recovery codes with new ones and answers them for showing once. Runs inside
 * the caller's transaction where it has one, so the old codes never outlive the new.
 */
export async function replaceRecoveryCodes(db: Db, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await storeRecoveryCodes(db, adminId, codes);
  return codes.map(grouped);
}

/** Keeps these codes (normalized, without dashes) as the user's only ones; also how tests seed. */
export async function storeRecoveryCodes(db: Db, adminId: string, codes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ id: randomUUID(), adminId, codeHash: hashCode(code) })));
}

/** Uses a code (normalized by the sdk schema) once: one statement, so two racing uses cannot both win. */
export async function spendRecoveryCode(db: Db, adminId: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.adminId, adminId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function dropRecoveryCodes(db: Db, adminId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
}
