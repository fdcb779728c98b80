import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { apiSuccess } from '@/sdk/schemas/envelope';
import {
  PasswordResetLink,
  PasswordResetMessages,
  PasswordResetOptions,
} from '@/sdk/schemas/passwordReset';
import { PasswordMessages, UserCreated } from '@/sdk/schemas/users';
import { DISABLED_USER } from '../routes/passwordReset';
import { admins, auditLog, passwordResets } from '../db/schema';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset links (issue 47 item 5)', () => {
  let server: TestServer;
  let admin: string;

  const login = async (username: string, password: string) => {
    const answer = await call(server.app, '/api/admin/auth/login', {
      json: { username, password, macAddress: MAC_ADDRESS },
    });
    return answer.status === 200 ? LoginResponse.parse(answer.body).token : null;
  };
  const live = async (token: string) =>
    (await call(server.app, '/api/admin/account/me', { token })).status === 200;
  const create = async (username: string, role: 'admin' | 'editor' = 'editor') => {
    const answer = await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username, role },
    });
    return apiSuccess(UserCreated).parse(answer.body).data;
  };
  const makeLink = (userId: string, token = admin) =>
    call(server.app, '/api/admin/users/password-reset', { token, json: { userId } });
  const linkFor = async (userId: string) => {
    const answer = await makeLink(userId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return apiSuccess(PasswordResetLink).parse(answer.body).data;
  };
  const tokenOf = (link: string) => new URL(link).hash.slice(1);
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    call(server.app, '/api/admin/auth/password-reset', { json: { token, newPassword } });

  beforeAll(async () => {
    server = await startTestApp();
    admin = (await login('admin', 'first-admin-password')) ?? '';
  });
  afterAll(() => server.close());

  it('makes a link that works once: the new password signs in, every old session ends', async () => {
    const { user, password } = await create('reset.editor');
    const oldSession = (await login('reset.editor', password)) ?? '';
    expect(await live(oldSession)).toBe(true);
    const before = Date.now();
    const answer = await makeLink(user._id);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.msg).toBe(PasswordResetMessages.created);
    const made = apiSuccess(PasswordResetLink).parse(answer.body).data;
    expect(made).toMatchObject({ username: 'reset.editor', emailed: false });
    // The token is in the fragment, which browsers never send to a server or in a Referer.
    expect(made.link).toMatch(/^http:\/\/[^/]+\/reset-password#[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(made.expiresAt) - before;
    expect(expires).toBeGreaterThan(59 * 60_000);
    expect(expires).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    // Only the token's hash is stored.
    const token = tokenOf(made.link);
    const rows = await server.context.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await reset(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.msg).toBe(PasswordResetMessages.done);
    expect(await live(oldSession)).toBe(false);
    expect(await login('reset.editor', password)).toBeNull();
    const fresh = await login('reset.editor', NEW_PASSWORD);
    expect(fresh).not.toBeNull();
    // A chosen password: no "change your one-time password first" any more.
    const me = await call(server.app, '/api/admin/account/me', { token: fresh ?? '' });
    expect(me.body.data).toMatchObject({ mustChangePassword: false });

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(410);
    expect(again.body.msg).toBe(PasswordResetMessages.used);
    expect(await login('reset.editor', NEW_PASSWORD)).not.toBeNull();

    const actions = await server.context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, 'reset.editor'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['reset-link', 'reset-link-used']),
    );
  });

  it('refuses an expired link, and a wrong token, with a clear message', async () => {
    const { user } = await create('reset.late');
    const { link } = await linkFor(user._id);
    await server.context.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.adminId, user._id));
    const late = await reset(tokenOf(link));
    expect(late.status).toBe(410);
    expect(late.body.msg).toBe(PasswordResetMessages.expired);
    const wrong = await reset('x'.repeat(43));
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toBe(PasswordResetMessages.invalid);
  });

  it('applies the password rules at the field, and the link still works after', async () => {
    const { user } = await create('reset.weak');
    const token = tokenOf((await linkFor(user._id)).link);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([
      { path: ['newPassword'], message: PasswordMessages.tooShort },
    ]);
    const named = await reset(token, 'reset.weak-forever');
    expect(named.status).toBe(400);
    expect(named.body.issues).toEqual([
      { path: ['newPassword'], message: PasswordMessages.username },
    ]);
    const common = await reset(token, '1QAZ2WSX3EDC');
    expect(common.body.issues).toEqual([
      { path: ['newPassword'], message: PasswordMessages.common },
    ]);
    expect((await reset(token)).status).toBe(200);
  });

  it('keeps two-factor as it was, and only the newest link of a user works', async () => {
    const { user } = await create('reset.twofactor');
    const first = tokenOf((await linkFor(user._id)).link);
    const second = tokenOf((await linkFor(user._id)).link);
    const db = server.context.db;
    await db
      .update(admins)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(admins.id, user._id));
    expect((await reset(first)).status).toBe(404);
    expect((await reset(second)).status).toBe(200);
    const [row] = await db.select().from(admins).where(eq(admins.id, user._id));
    expect(row?.twoFactorSecret).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is for admins only, and not for a disabled user', async () => {
    const { user, password } = await create('reset.other');
    const { user: editor } = await create('reset.asker');
    const editorToken = (await login('reset.other', password)) ?? '';
    expect((await makeLink(editor._id, editorToken)).status).toBe(403);
    expect((await makeLink(editor._id, '')).status).toBe(401);
    await call(server.app, '/api/admin/users/update', {
      token: admin,
      json: { userId: user._id, disabled: true },
    });
    const disabled = await makeLink(user._id);
    expect(disabled.status).toBe(409);
    expect(disabled.body.msg).toBe(DISABLED_USER);
    expect((await makeLink('no-such-user')).status).toBe(404);
  });

  it('offers no e-mail reset without SMTP', async () => {
    const options = await call(server.app, '/api/admin/auth/password-reset/options', { json: {} });
    expect(apiSuccess(PasswordResetOptions).parse(options.body).data).toEqual({ byEmail: false });
    const asked = await call(server.app, '/api/admin/auth/password-reset/request', {
      json: { username: 'admin' },
    });
    expect(asked.status).toBe(409);
    expect(asked.body.msg).toBe(PasswordResetMessages.byEmailOff);
  });
});
