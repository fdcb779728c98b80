/**
 * Admin accounts from the command line:
 *   npm run admin -- create <username>
 *   npm run admin -- reset-password <username>
 * The password comes from ADMIN_PASSWORD (which must pass the password rules), or is generated
 * and printed once.
 */
import { createAdmin, resetPassword } from '../auth/admins';
import { generatePassword } from '../auth/password';
import { checkedAdminPassword } from '../auth/passwordPolicy';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/dataDirLock';
import { openDatabase } from '../db/database';

const USAGE = 'Usage: npm run admin -- create <username> | reset-password <username>';

async function run(argv: string[]): Promise<number> {
  const [command, rawUsername] = argv;
  const username = rawUsername?.trim() ?? '';
  if ((command !== 'create' && command !== 'reset-password') || !username) {
    console.error(USAGE);
    return 64;
  }
  if (username.length > 100) {
    console.error('The username must be at most 100 characters.');
    return 64;
  }
  const config = loadConfig();
  // loadConfig checked it against ADMIN_USERNAME; here it is this user's password.
  checkedAdminPassword(config.adminPassword, username);
  // PGlite cannot be shared: with a server running on this DATA_DIR this refuses, with a message.
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  const database = await openDatabase(config.database);
  try {
    const generated = config.adminPassword ? null : generatePassword();
    const password = config.adminPassword ?? generated ?? '';
    if (command === 'create') {
      if (!(await createAdmin(database.db, username, password))) {
        console.error(`An admin named "${username}" already exists. Use reset-password.`);
        return 1;
      }
      console.log(`Created admin "${username}".`);
    } else {
      if (!(await resetPassword(database.db, username, password))) {
        console.error(`There is no admin named "${username}".`);
        return 1;
      }
      console.log(`New password set for "${username}"; their sessions were signed out.`);
    }
    if (generated) console.log(`Password (shown only now): ${generated}`);
    else console.log('Password: the value of ADMIN_PASSWORD.');
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
