/**
 * Admin accounts from the command line (docs/operations.md):
 *   npm run admin -- create <username>
 *   npm run admin -- reset-password <username>
 *   npm run admin -- reset-two-factor <username>
 * A password comes from ADMIN_PASSWORD (which must pass the password rules), or is generated
 * and printed once; a reset one is a one-time password, replaced at the next sign-in. Resets are
 * in the audit log, as done from the server.
 */
import type { AuditActor } from '../audit/auditLog';
import { recordAudit } from '../audit/auditLog';
import { createAdmin, findAdmin, resetPassword } from '../auth/admins';
import { generatePassword } from '../auth/password';
import { checkedAdminPassword } from '../auth/passwordPolicy';
import { clearTwoFactor, twoFactorOn } from '../auth/twoFactor';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/dataDirLock';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';

const COMMANDS = ['create', 'reset-password', 'reset-two-factor'] as const;
type Command = (typeof COMMANDS)[number];
const USAGE = `Usage: npm run admin -- ${COMMANDS.map((c) => `${c} <username>`).join(' | ')}`;

/** Who the audit log names for what this tool does: the server's operator, not a signed-in user. */
const OPERATOR: AuditActor = { id: null, username: '(server: npm run admin)' };

const isCommand = (value: string | undefined): value is Command =>
  (COMMANDS as readonly (string | undefined)[]).includes(value);

/** Turns a user's two-factor sign-in off (a lost phone and no recovery codes left). */
async function resetTwoFactor(db: Db, username: string): Promise<number> {
  const admin = await findAdmin(db, username);
  if (!admin) {
    console.error(`There is no admin named "${username}".`);
    return 1;
  }
  if (!twoFactorOn(admin) && !admin.twoFactorPendingSecret) {
    console.log(`"${username}" has no two-factor sign-in; nothing changed.`);
    return 0;
  }
  await clearTwoFactor(db, admin.id);
  await recordAudit(db, {
    kind: 'user',
    action: 'two-factor-reset',
    target: username,
    summary: `two-factor sign-in of ${username} was reset from the server`,
    actor: OPERATOR,
  });
  console.log(
    `Two-factor sign-in is off for "${username}": they sign in with their password and can set it up again.`,
  );
  return 0;
}

async function run(argv: string[]): Promise<number> {
  const [command, rawUsername] = argv;
  const username = rawUsername?.trim() ?? '';
  if (!isCommand(command) || !username) {
    console.error(USAGE);
    return 64;
  }
  if (username.length > 100) {
    console.error('The username must be at most 100 characters.');
    return 64;
  }
  const config = loadConfig();
  // loadConfig checked it against ADMIN_USERNAME; here it is this user's password.
  if (command !== 'reset-two-factor') checkedAdminPassword(config.adminPassword, username);
  // PGlite cannot be shared: with a server running on this DATA_DIR this refuses, with a message.
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  const database = await openDatabase(config.database);
  try {
    if (command === 'reset-two-factor') return await resetTwoFactor(database.db, username);
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
      await recordAudit(database.db, {
        kind: 'user',
        action: 'password-reset',
        target: username,
        summary: `a one-time password was set for ${username} from the server`,
        actor: OPERATOR,
      });
      console.log(
        `One-time password set for "${username}": their sessions were signed out, and their next sign-in asks for a new password.`,
      );
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
