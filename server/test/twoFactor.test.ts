import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@/sdk/schemas';
import { CurrentUser } from '@/sdk/schemas/users';
import {
  RECOVERY_CODE_COUNT,
  TwoFactorChallenge,
  TwoFactorMessages,
  TwoFactorSetup,
} from '@/sdk/schemas/twoFactor';
import { hashToken } from '../auth/sessions';
import { MAX_WRONG_CODES, SETUP_TTL_MS } from '../auth/twoFactor';
import { admins, auditLog, recoveryCodes, twoFactorChallenges } from '../db/schema';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import {
  accountWithPassword,
  codeAt,
  codeStep,
  enrolledAccount,
  passwordStep,
  tokenOf,
} from './twoFactorAccounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const me = async (token: string) =>
  CurrentUser.parse((await call(server.app, '/api/admin/account/me', { token })).body.data);
const auditOf = async (username: string) =>
  (await server.context.db.select().from(auditLog).where(eq(auditLog.target, username))).map(
    (entry) => `${entry.kind} ${entry.action}: ${entry.summary}`,
  );

describe('setting two-factor up from My account', () => {
  it('shows a QR code and the secret, turns on with a code, and gives recovery codes once', async () => {
    const account = await accountWithPassword(server);
    const token = await tokenOf(server, account);
    const setup = await call(server.app, '/api/admin/account/two-factor/setup', {
      token,
      json: {},
    });
    expect(setup.status).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrCode } = TwoFactorSetup.parse(setup.body.data);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(account.username));
    const svg = Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(svg).not.toMatch(/<script/i);
    // Not on until confirmed.
    expect((await me(token)).twoFactor.enabled).toBe(false);

    const wrong = await call(server.app, '/api/admin/account/two-factor/enable', {
      token,
      json: {
        currentPassword: account.password,
        code: '000000' === codeAt(secret, 0) ? '111111' : '000000',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: ['code'], message: TwoFactorMessages.wrongCode }]);

    const enable = await call(server.app, '/api/admin/account/two-factor/enable', {
      token,
      json: { currentPassword: account.password, code: codeAt(secret, 0) },
    });
    expect(enable.status).toBe(200);
    expect(enable.headers['cache-control']).toBe('no-store');
    const codes = (enable.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    // Only hashes are kept.
    const stored = await server.context.db.select().from(recoveryCodes);
    const plain = codes.map((code) => code.replace(/-/g, ''));
    for (const row of stored) expect(plain).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(plain[0]);

    expect((await me(token)).twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const again = await call(server.app, '/api/admin/account/two-factor/setup', {
      token,
      json: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(TwoFactorMessages.alreadyOn);
    expect(await auditOf(account.username)).toContain(
      `user two-factor-on: ${account.username} turned two-factor sign-in on`,
    );
  });

  it('forgets a set-up that was not confirmed in time', async () => {
    const account = await accountWithPassword(server);
    const token = await tokenOf(server, account);
    const setup = await call(server.app, '/api/admin/account/two-factor/setup', {
      token,
      json: {},
    });
    const { secret } = TwoFactorSetup.parse(setup.body.data);
    const late = new Date(Date.now() - SETUP_TTL_MS - 1000);
    await server.context.db
      .update(admins)
      .set({ twoFactorPendingAt: late })
      .where(eq(admins.id, account.id));
    const enable = await call(server.app, '/api/admin/account/two-factor/enable', {
      token,
      json: { currentPassword: account.password, code: codeAt(secret, 0) },
    });
    expect(enable.status).toBe(409);
    expect(enable.body.msg).toBe(TwoFactorMessages.setupExpired);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code with a 401 that holds a challenge and no token, then signs in with the code', async () => {
    const account = await enrolledAccount(server);
    const first = await passwordStep(server, account);
    expect(first.status).toBe(401);
    const challenge = TwoFactorChallenge.parse(first.body);
    expect(first.body).not.toHaveProperty('token');
    expect(challenge.message).toBe(TwoFactorMessages.codeNeeded);
    expect(Buffer.from(challenge.challenge, 'base64url')).toHaveLength(32);
    expect(Date.parse(challenge.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const second = await codeStep(server, challenge.challenge, codeAt(account.secret, 0));
    expect(second.status).toBe(200);
    const answer = LoginResponse.parse(second.body);
    expect((await me(answer.token)).username).toBe(account.username);
    expect(await auditOf(account.username)).toContain(
      'sign-in success: with an authenticator code',
    );
  });

  it('takes a code once: the same code, or an older one, is refused afterwards', async () => {
    const account = await enrolledAccount(server);
    const code = codeAt(account.secret, 0);
    const first = await passwordStep(server, account);
    expect(
      (await codeStep(server, TwoFactorChallenge.parse(first.body).challenge, code)).status,
    ).toBe(200);
    const next = await passwordStep(server, account);
    const replay = await codeStep(server, TwoFactorChallenge.parse(next.body).challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.msg).toBe(TwoFactorMessages.wrongCode);
    // The enrolment's code (the step before) is spent too.
    const older = await codeStep(
      server,
      TwoFactorChallenge.parse(next.body).challenge,
      codeAt(account.secret, -1),
    );
    expect(older.status).toBe(401);
  });

  it('signs in with a recovery code once, typed in any case and without dashes', async () => {
    const account = await enrolledAccount(server);
    const [recovery = ''] = account.recoveryCodes;
    const typed = recovery.replace(/-/g, ' ').toLowerCase();
    const first = await passwordStep(server, account);
    const used = await codeStep(server, TwoFactorChallenge.parse(first.body).challenge, typed);
    expect(used.status).toBe(200);
    expect(await auditOf(account.username)).toContain(
      'sign-in success: with a recovery code (9 left)',
    );
    const next = await passwordStep(server, account);
    const again = await codeStep(server, TwoFactorChallenge.parse(next.body).challenge, recovery);
    expect(again.status).toBe(401);
    expect(await auditOf(account.username)).toContain('sign-in failure: wrong two-factor code');
  });

  it('a challenge signs in once, and ends after four wrong codes; then the account waits', async () => {
    const account = await enrolledAccount(server);
    const first = TwoFactorChallenge.parse((await passwordStep(server, account)).body).challenge;
    expect((await codeStep(server, first, codeAt(account.secret, 0))).status).toBe(200);
    const reused = await codeStep(server, first, codeAt(account.secret, 1));
    expect(reused.status).toBe(410);
    expect(reused.body.msg).toBe(TwoFactorMessages.signInAgain);

    const other = await enrolledAccount(server);
    const challenge = TwoFactorChallenge.parse((await passwordStep(server, other)).body).challenge;
    const wrong = codeAt(other.secret, 0) === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await codeStep(server, challenge, wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 410]);
    expect((await codeStep(server, challenge, codeAt(other.secret, 0))).status).toBe(410);
    expect((await codeStep(server, 'made-up-challenge', codeAt(other.secret, 0))).status).toBe(410);
    // The password and the codes count as the username's attempts (the password step's
    // throttle): five went by, so the next must wait, and it says how long.
    const slowed = await passwordStep(server, other);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a challenge that has expired is refused', async () => {
    const account = await enrolledAccount(server);
    const challenge = TwoFactorChallenge.parse(
      (await passwordStep(server, account)).body,
    ).challenge;
    await server.context.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.challengeHash, hashToken(challenge)));
    const late = await codeStep(server, challenge, codeAt(account.secret, 0));
    expect(late.status).toBe(410);
  });

  it('after twenty wrong codes in a row only a recovery code signs in, and it clears the count', async () => {
    const account = await enrolledAccount(server);
    await server.context.db
      .update(admins)
      .set({ twoFactorFailures: MAX_WRONG_CODES })
      .where(eq(admins.id, account.id));
    const challenge = TwoFactorChallenge.parse(
      (await passwordStep(server, account)).body,
    ).challenge;
    const refused = await codeStep(server, challenge, codeAt(account.secret, 0));
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe(TwoFactorMessages.useRecoveryCode);
    expect((await codeStep(server, challenge, account.recoveryCodes[0] ?? '')).status).toBe(200);
    const [row] = await server.context.db.select().from(admins).where(eq(admins.id, account.id));
    expect(row?.twoFactorFailures).toBe(0);
  });

  it('counts wrong codes in a row per account, across challenges', async () => {
    const account = await enrolledAccount(server);
    const challenge = TwoFactorChallenge.parse(
      (await passwordStep(server, account)).body,
    ).challenge;
    const wrong = codeAt(account.secret, 0) === '123456' ? '654321' : '123456';
    await codeStep(server, challenge, wrong);
    await codeStep(server, challenge, wrong);
    const [row] = await server.context.db.select().from(admins).where(eq(admins.id, account.id));
    expect(row?.twoFactorFailures).toBe(2);
  });
});
