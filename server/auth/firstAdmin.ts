import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { countAdmins, insertAdmin } from './admins';
import { generatePassword, hashPassword } from './password';

/** What the first start did about admin accounts, for the start-up banner. */
export type FirstAdminReport =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * On a database without admins, creates ADMIN_USERNAME with ADMIN_PASSWORD, or with a generated
 * password that is printed once and works once: like a password an admin gives a new user in the
 * console, the first sign-in must replace it, so a log line is never a lasting credential.
 * Later changes go through `npm run admin`.
 */
export async function ensureFirstAdmin(db: Db, config: ServerConfig): Promise<FirstAdminReport> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const generated = config.adminPassword ? null : generatePassword();
  const password = config.adminPassword ?? generated ?? '';
  // Another server may have created it a moment ago; the unique username keeps one.
  const admin = await insertAdmin(db, {
    username: config.adminUsername,
    passwordHash: await hashPassword(password),
    mustChangePassword: generated !== null,
  });
  if (!admin) return { created: false };
  return { created: true, username: admin.username, generatedPassword: generated };
}
