import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoFactorMessages, TwoFactorSetup } from '@/sdk/schemas/twoFactor';
import { clearTwoFactor } from '../auth/twoFactor';
import { TOTP_KEY_MISSING } from '../auth/totpSecrets';
import { newTotpSecret } from '../auth/totp';
import type { Database } from '../db/database';
import { admins } from '../db/schema';
import { databaseBackends } from './backends';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import {
  accountWithPassword,
  challengeFor,
  codeAt,
  codeStep,
  enrol,
  enrolledAccount,
  tokenOf,
} from './twoFactorAccounts';

// Issue 43 item 6: two-factor state. Each attack found on the live server is a test here.

describe.each(databaseBackends())('two-factor state on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  // One key directory for every server of this file, as one DATA_DIR across restarts.
  const keyDir = mkdtempSync(join(tmpdir(), 'lms-two-factor-key-'));
  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    dispose = opened.dispose;
    server = await startTestApp({ dataDir: keyDir }, database);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
    rmSync(keyDir, { recursive: true, force: true });
  });

  const post = (url: string, token: string, json: unknown = {}) =>
    call(server.app, url, { token, json });
  const storedSecret = async (id: string) =>
    (await database.db.select().from(admins).where(eq(admins.id, id)))[0]?.twoFactorSecret;

  describe('a sign-in waiting for its code ends when', () => {
    it('the user signs out everywhere', async () => {
      const account = await enrolledAccount(server);
      const challenge = await challengeFor(server, account);
      expect((await post('/api/admin/account/signout-all', account.token)).status).toBe(200);
      const late = await codeStep(server, challenge, codeAt(account.secret, 0));
      expect(late.status).toBe(410);
      expect(late.body.msg).toBe(TwoFactorMessages.signInAgain);
    });

    it('the password is changed', async () => {
      const account = await enrolledAccount(server);
      const challenge = await challengeFor(server, account);
      const changed = await post('/api/admin/account/password', account.token, {
        currentPassword: account.password,
        newPassword: 'another long password for today',
      });
      expect(changed.status).toBe(200);
      expect((await codeStep(server, challenge, codeAt(account.secret, 0))).status).toBe(410);
    });

    it('two-factor is turned off', async () => {
      const account = await enrolledAccount(server);
      const challenge = await challengeFor(server, account);
      const off = await post('/api/admin/account/two-factor/disable', account.token, {
        currentPassword: account.password,
        code: account.recoveryCodes[0],
      });
      expect(off.status).toBe(200);
      expect((await codeStep(server, challenge, codeAt(account.secret, 0))).status).toBe(410);
    });

    it('two-factor is turned on again (after the operator reset it)', async () => {
      const account = await enrolledAccount(server);
      const challenge = await challengeFor(server, account);
      // npm run admin -- reset-two-factor, as the command line does it.
      await clearTwoFactor(database.db, account.id);
      const again = await enrol(server, account.token);
      const late = await codeStep(server, challenge, codeAt(again.secret, 1));
      expect(late.status).toBe(410);
    });
  });

  it("turning two-factor on ends the user's sessions opened with the password alone", async () => {
    const account = await accountWithPassword(server);
    const enabling = await tokenOf(server, account);
    const other = await tokenOf(server, account);
    await enrol(server, enabling);
    const me = (token: string) => post('/api/admin/account/me', token);
    expect((await me(other)).status).toBe(401);
    expect((await me(enabling)).status).toBe(200);
  });

  it('turning two-factor on needs the current password: a session alone cannot bind an authenticator', async () => {
    const account = await accountWithPassword(server);
    const token = await tokenOf(server, account);
    const setup = await post('/api/admin/account/two-factor/setup', token);
    const { secret } = TwoFactorSetup.parse(setup.body.data);
    const url = '/api/admin/account/two-factor/enable';
    const without = await post(url, token, { code: codeAt(secret, 0) });
    expect(without.status).toBe(400);
    expect(without.body.issues).toEqual([
      { path: ['currentPassword'], message: 'Enter your current password.' },
    ]);
    const wrong = await post(url, token, {
      currentPassword: 'not the password',
      code: codeAt(secret, 0),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      { path: ['currentPassword'], message: TwoFactorMessages.wrongPassword },
    ]);
    expect(await storedSecret(account.id)).toBeNull();
  });

  it('keeps TOTP secrets sealed at rest, and still signs in with them', async () => {
    const account = await enrolledAccount(server);
    const stored = await storedSecret(account.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(account.secret);
    const pending = await accountWithPassword(server);
    const setup = await post('/api/admin/account/two-factor/setup', await tokenOf(server, pending));
    const { secret } = TwoFactorSetup.parse(setup.body.data);
    const [row] = await database.db.select().from(admins).where(eq(admins.id, pending.id));
    expect(row?.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row?.twoFactorPendingSecret).not.toContain(secret);
    const challenge = await challengeFor(server, account);
    expect((await codeStep(server, challenge, codeAt(account.secret, 1))).status).toBe(200);
  });

  it('seals a secret stored plain before sealing at the next start, without locking its user out', async () => {
    const account = await enrolledAccount(server);
    // As a server before issue 43 kept it.
    const plain = newTotpSecret();
    await database.db
      .update(admins)
      .set({ twoFactorSecret: plain, twoFactorLastStep: null })
      .where(eq(admins.id, account.id));
    const restarted = await startTestApp({ dataDir: keyDir }, database);
    try {
      await restarted.app.ready();
      expect(await storedSecret(account.id)).toMatch(/^v1\./);
      const first = await call(restarted.app, '/api/admin/auth/login', {
        json: { username: account.username, password: account.password, macAddress: 'x' },
      });
      const challenge = String(first.body.challenge);
      const done = await call(restarted.app, '/api/admin/auth/login/two-factor', {
        json: { challenge, code: codeAt(plain, 0) },
      });
      expect(done.status).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });

  it('says the key is missing when a sealed secret will not open, never "wrong code"', async () => {
    const account = await enrolledAccount(server);
    // Another DATA_DIR: another key file, as a restore that left the key behind.
    const elsewhere = await startTestApp({}, database);
    try {
      const first = await call(elsewhere.app, '/api/admin/auth/login', {
        json: { username: account.username, password: account.password, macAddress: 'x' },
      });
      const answer = await call(elsewhere.app, '/api/admin/auth/login/two-factor', {
        json: { challenge: String(first.body.challenge), code: codeAt(account.secret, 0) },
      });
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toBe(TOTP_KEY_MISSING);
    } finally {
      await elsewhere.close();
    }
  });
});
