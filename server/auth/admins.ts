import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { admins } from '../db/schema';
import type { HashTurn } from './hashSlots';
import { hashPassword } from './password';
import { revokeAdminSessions } from './sessions';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdmin(db: Db, username: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return row ?? null;
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/** Stores an admin with a ready hash; null if the username is taken. */
export async function insertAdmin(
  db: Db,
  values: Pick<typeof admins.$inferInsert, 'username' | 'passwordHash'> &
    Partial<Pick<typeof admins.$inferInsert, 'id' | 'role' | 'mustChangePassword'>>,
): Promise<AdminRow | null> {
  const [row] = await db
    .insert(admins)
    .values({ ...values, id: values.id ?? randomUUID() })
    .onConflictDoNothing({ target: admins.username })
    .returning();
  return row ?? null;
}

/** Creates an admin; answers null if the username is taken. */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<AdminRow | null> {
  return insertAdmin(db, { username, passwordHash: await hashPassword(password) });
}

/**
 * After a sign-in with a hash made at a lower cost than today's (password.ts, hashIsOutdated):
 * the password hashed anew, unless the user changed it meanwhile.
 */
export async function rehashPassword(db: Db, admin: AdminRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(admins)
    .set({ passwordHash })
    .where(and(eq(admins.id, admin.id), eq(admins.passwordHash, admin.passwordHash)));
}

/**
 * A user's own new password: stored hashed, the one-time flag cleared, every session (and sign-in
 * waiting for its code) ended. `turn`: the hash's place in the hashing line (password.ts).
 */
export async function setPassword(
  db: Db,
  adminId: string,
  password: string,
  turn?: HashTurn,
): Promise<void> {
  const passwordHash = await hashPassword(password, turn);
  await db
    .update(admins)
    .set({ passwordHash, mustChangePassword: false })
    .where(eq(admins.id, adminId));
  await revokeAdminSessions(db, adminId);
}

/**
 * Sets a one-time password (it must be replaced at the next sign-in, as one from the Users screen)
 * and signs the admin out everywhere; false if there is no such admin.
 */
export async function resetPassword(db: Db, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(admins)
    .set({ passwordHash, mustChangePassword: true })
    .where(eq(admins.username, username))
    .returning({ id: admins.id });
  if (!row) return false;
  await revokeAdminSessions(db, row.id);
  return true;
}
