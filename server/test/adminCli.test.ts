import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, findAdmin } from '../auth/admins';
import { replaceRecoveryCodes } from '../auth/recoveryCodes';
import { openDatabase } from '../db/database';
import { admins, auditLog, recoveryCodes } from '../db/schema';
import { runCli, seedMigratedDatabase, spawnServer } from './serverProcess';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose database has `username`, with two-factor on; the CLI runs on it afterwards. */
async function dataDirWithTwoFactor(username: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-admin-cli-'));
  dirs.push(dataDir);
  seedMigratedDatabase(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: resolve(dataDir, 'pglite') });
  try {
    const admin = await createAdmin(database.db, username, 'a long first password');
    if (!admin) throw new Error('admin not created');
    await database.db
      .update(admins)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorEnabledAt: new Date() })
      .where(eq(admins.id, admin.id));
    await replaceRecoveryCodes(database.db, admin.id);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** Reads the database the CLI changed. */
async function readBack(dataDir: string, username: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: resolve(dataDir, 'pglite') });
  try {
    const admin = await findAdmin(database.db, username);
    const codes = await database.db.select().from(recoveryCodes);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, username));
    return { admin, codes, audit };
  } finally {
    await database.close();
  }
}

// Spawns real processes: a busy shared machine needs more than the default minute.
describe('npm run admin', { timeout: 180_000 }, () => {
  it('reset-two-factor turns a user’s two-factor off, audited as done from the server', async () => {
    const dataDir = await dataDirWithTwoFactor('lost.phone');
    const { code, output } = await runCli('admin', ['reset-two-factor', 'lost.phone'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: '',
    });
    expect(output).toMatch(/Two-factor sign-in is off for "lost.phone"/);
    expect(code).toBe(0);
    const { admin, codes, audit } = await readBack(dataDir, 'lost.phone');
    expect(admin?.twoFactorSecret).toBeNull();
    expect(codes).toHaveLength(0);
    expect(audit.map((entry) => [entry.actorName, entry.action])).toContainEqual([
      '(server: npm run admin)',
      'two-factor-reset',
    ]);
    const unknown = await runCli('admin', ['reset-two-factor', 'nobody'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/There is no admin named "nobody"/);
  });

  it('reset-password gives a one-time password, as the console’s reset does', async () => {
    const dataDir = await dataDirWithTwoFactor('forgetful');
    const { code, output } = await runCli('admin', ['reset-password', 'forgetful'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: '',
    });
    expect(code).toBe(0);
    expect(output).toMatch(/Password \(shown only now\): \S+/);
    const { admin, audit } = await readBack(dataDir, 'forgetful');
    expect(admin?.mustChangePassword).toBe(true);
    expect(audit.map((entry) => entry.action)).toContain('password-reset');
  });
});

describe('a configuration error at start', { timeout: 180_000 }, () => {
  it('is printed as its message alone, without a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-admin-cli-'));
    dirs.push(dataDir);
    const refused = spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    expect(await refused.exited).toBe(1);
    const output = refused.output();
    expect(output).toMatch(/The server could not start: TRUST_PROXY=true trusts every hop/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
