import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { countAdmins, createAdmin } from './admins';
import { generatePassword } from './password';

/** What the first start did about admin accounts, for the start-up banner. */
export type FirstAdminReport =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * On a database without admins, creates ADMIN_USERNAME with ADMIN_PASSWORD, or with a generated
 * password that is printed once. Later changes go through `npm run admin`.
 */
export async function ensureFirstAdmin(db: Db, config: ServerConfig): Promise<FirstAdminReport> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const generated = config.adminPassword ? null : generatePassword();
  const password = config.adminPassword ?? generated ?? '';
  // Another server may have created it a moment ago; the unique username keeps one.
  const admin = await createAdmin(db, config.adminUsername, password);
  if (!admin) return { created: false };
  return { created: true, username: admin.username, generatedPassword: generated };
}
