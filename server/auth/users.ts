import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Role, User, UserChange } from '@/sdk/schemas/users';
import { LAST_ADMIN, USERNAME_TAKEN } from '@/sdk/schemas/users';
import type { Db } from '../db/database';
import { admins } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { hashPassword } from './password';
import { revokeAdminSessions } from './sessions';

export const USER_NOT_FOUND = 'No user with this id.';

type AdminRow = typeof admins.$inferSelect;

export const toUser = (row: AdminRow): User => ({
  _id: row.id,
  username: row.username,
  role: row.role,
  disabled: row.disabled,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.username));
  return rows.map(toUser);
}

/** A new user that must replace its one-time password at first sign-in. */
export async function createUser(
  db: Db,
  values: { username: string; role: Role; password: string },
): Promise<User> {
  const [row] = await db
    .insert(admins)
    .values({
      id: randomUUID(),
      username: values.username,
      role: values.role,
      passwordHash: await hashPassword(values.password),
      mustChangePassword: true,
    })
    .onConflictDoNothing({ target: admins.username })
    .returning();
  // Named at the field, so the console shows it under Username (issue 47), not above the form.
  if (!row) throw conflict(USERNAME_TAKEN, [{ path: ['username'], message: USERNAME_TAKEN }]);
  return toUser(row);
}

const isActiveAdmin = (row: { role: string; disabled: boolean }) =>
  row.role === 'admin' && !row.disabled;

/**
 * Runs a change to one user inside a transaction that locks the active admins, and refuses it
 * (409) if it would leave none: two admins demoting each other at once cannot both succeed.
 */
async function guardedChange<T>(
  db: Db,
  userId: string,
  after: (row: AdminRow) => { role: string; disabled: boolean } | null,
  work: (tx: Db, row: AdminRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'admin'), eq(admins.disabled, false)))
      .for('update');
    const [row] = await tx.select().from(admins).where(eq(admins.id, userId)).limit(1);
    if (!row) throw notFound(USER_NOT_FOUND);
    const next = after(row);
    if (isActiveAdmin(row) && (next === null || !isActiveAdmin(next))) {
      const [others] = await tx
        .select({ n: count() })
        .from(admins)
        .where(and(eq(admins.role, 'admin'), eq(admins.disabled, false), ne(admins.id, userId)));
      if ((others?.n ?? 0) === 0) throw conflict(LAST_ADMIN);
    }
    return work(tx as unknown as Db, row);
  });
}

/** Changes role and/or disabled; disabling ends the user's sessions at once. */
export async function changeUser(
  db: Db,
  change: UserChange,
): Promise<{ before: User; after: User }> {
  const set = {
    ...(change.role !== undefined ? { role: change.role } : {}),
    ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
  };
  return guardedChange(
    db,
    change.userId,
    (row) => ({ role: set.role ?? row.role, disabled: set.disabled ?? row.disabled }),
    async (tx, row) => {
      const [updated] = await tx.update(admins).set(set).where(eq(admins.id, row.id)).returning();
      if (!updated) throw notFound(USER_NOT_FOUND);
      if (updated.disabled) await revokeAdminSessions(tx, row.id);
      return { before: toUser(row), after: toUser(updated) };
    },
  );
}

/** Deletes a user (its sessions go with it; its audit entries stay, by name). */
export async function deleteUser(db: Db, userId: string): Promise<User> {
  return guardedChange(
    db,
    userId,
    () => null,
    async (tx, row) => {
      await tx.delete(admins).where(eq(admins.id, row.id));
      return toUser(row);
    },
  );
}
