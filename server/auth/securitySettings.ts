import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { admins, securitySettings } from '../db/schema';

const ROW = 'security';

/** Whether every admin must use two-factor sign-in (off until an admin turns it on). */
export async function requireTwoFactorForAdmins(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ on: securitySettings.requireTwoFactorForAdmins })
    .from(securitySettings)
    .where(eq(securitySettings.id, ROW))
    .limit(1);
  return row?.on ?? false;
}

export async function setRequireTwoFactorForAdmins(db: Db, on: boolean): Promise<void> {
  const values = { requireTwoFactorForAdmins: on, updatedAt: new Date() };
  await db
    .insert(securitySettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: securitySettings.id, set: values });
}

/** The active admins who have not set two-factor up: whom the requirement stops until they do. */
export async function adminsWithoutTwoFactor(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: admins.username })
    .from(admins)
    .where(
      and(eq(admins.role, 'admin'), eq(admins.disabled, false), isNull(admins.twoFactorSecret)),
    )
    .orderBy(asc(admins.username));
  return rows.map((row) => row.username);
}
