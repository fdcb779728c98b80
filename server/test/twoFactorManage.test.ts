import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecoveryCodes, TwoFactorChallenge, TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { auditLog } from '../db/schema';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import {
  accountWithPassword,
  codeAt,
  codeStep,
  enrolledAccount,
  passwordStep,
} from './twoFactorAccounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const actionsOf = async (username: string) =>
  (await server.context.db.select().from(auditLog).where(eq(auditLog.target, username))).map(
    (entry) => entry.action,
  );

describe('an account without two-factor signs in as the spec describes', () => {
  it('gets the spec answer at once: token, message and expiresAt (plus role and the one-time flag)', async () => {
    const account = await accountWithPassword(server);
    const answer = await passwordStep(server, account);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['expiresAt', 'message', 'mustChangePassword', 'role', 'token'].sort(),
    );
    expect(answer.body.message).toBe('Login successful');
  });
});

describe('new recovery codes and turning two-factor off', () => {
  it('new recovery codes need the current password and a code; the old ones stop working', async () => {
    const account = await enrolledAccount(server);
    const url = '/api/admin/account/two-factor/recovery-codes';
    const token = account.token;
    const wrongPassword = await call(server.app, url, {
      token,
      json: { currentPassword: 'not it at all', code: codeAt(account.secret, 0) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.issues).toEqual([
      { path: ['currentPassword'], message: TwoFactorMessages.wrongPassword },
    ]);
    const wrong = codeAt(account.secret, 0) === '123456' ? '654321' : '123456';
    const wrongCode = await call(server.app, url, {
      token,
      json: { currentPassword: account.password, code: wrong },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.issues).toEqual([
      { path: ['code'], message: TwoFactorMessages.wrongCode },
    ]);

    const renewed = await call(server.app, url, {
      token,
      json: { currentPassword: account.password, code: codeAt(account.secret, 0) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    const fresh = RecoveryCodes.parse(renewed.body.data).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(account.recoveryCodes[0]);

    const challenge = TwoFactorChallenge.parse(
      (await passwordStep(server, account)).body,
    ).challenge;
    expect((await codeStep(server, challenge, account.recoveryCodes[1] ?? '')).status).toBe(401);
    expect((await codeStep(server, challenge, fresh[0] ?? '')).status).toBe(200);
    expect(await actionsOf(account.username)).toContain('recovery-codes');
  });

  it('turning it off needs the current password and a code; then the password alone signs in', async () => {
    const account = await enrolledAccount(server);
    const url = '/api/admin/account/two-factor/disable';
    const noCode = await call(server.app, url, {
      token: account.token,
      json: { currentPassword: account.password },
    });
    expect(noCode.status).toBe(400);
    const off = await call(server.app, url, {
      token: account.token,
      json: { currentPassword: account.password, code: account.recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    const me = await call(server.app, '/api/admin/account/me', { token: account.token });
    expect((me.body.data as { twoFactor: unknown }).twoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const signIn = await passwordStep(server, account);
    expect(signIn.status).toBe(200);
    expect(signIn.body.token).toBeTruthy();
    const again = await call(server.app, url, {
      token: account.token,
      json: { currentPassword: account.password, code: '123456' },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(TwoFactorMessages.notOn);
    const [entry] = await server.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two-factor-off'));
    expect(entry?.summary).toBe(
      `${account.username} turned two-factor sign-in off (confirmed with a recovery code, 9 left)`,
    );
  });

  it('an editor may set two-factor up too', async () => {
    const editor = await enrolledAccount(server, 'editor');
    const challenge = TwoFactorChallenge.parse((await passwordStep(server, editor)).body).challenge;
    expect((await codeStep(server, challenge, codeAt(editor.secret, 0))).status).toBe(200);
  });
});

describe('bad input to the two-factor routes', () => {
  it('is a 400 with a message, never a 5xx', async () => {
    const account = await enrolledAccount(server);
    const bodies: unknown[] = [
      {},
      { challenge: 123, code: [] },
      { challenge: 'x'.repeat(5000), code: '123456' },
      { challenge: 'c', code: 'x'.repeat(5000) },
      { challenge: 'c', code: '12345' },
      { currentPassword: { a: 1 }, code: '123456' },
      { code: null },
      { requireTwoFactorForAdmins: 'yes' },
    ];
    const urls = [
      '/api/admin/auth/login/two-factor',
      '/api/admin/account/two-factor/enable',
      '/api/admin/account/two-factor/recovery-codes',
      '/api/admin/account/two-factor/disable',
      '/api/admin/security/update',
    ];
    for (const url of urls) {
      for (const json of bodies) {
        const answer = await call(server.app, url, { token: account.token, json });
        // A body that happens to be valid for one route meets that route's own refusal.
        expect([400, 409, 410], `${url} ${JSON.stringify(json).slice(0, 60)}`).toContain(
          answer.status,
        );
        expect(answer.body.msg, url).toEqual(expect.any(String));
      }
    }
  });
});
