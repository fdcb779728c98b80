import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { apiSuccess } from '@/sdk/schemas/envelope';
import {
  LAST_ADMIN,
  PasswordChanged,
  PasswordMessages,
  User,
  UserCreated,
  USERNAME_TAKEN,
} from '@/sdk/schemas/users';
import { z } from 'zod';
import { PASSWORD_CHANGE_FIRST } from '../auth/guard';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const FIRST = { username: 'admin', password: 'first-admin-password' };
const BUSINESS = '/api/businessSectionContent/update';

describe.each(databaseBackends())('users and accounts on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let admin: string;

  const login = async (username: string, password: string) => {
    const answer = await call(server.app, '/api/admin/auth/login', {
      json: { username, password, macAddress: MAC_ADDRESS },
    });
    return answer.status === 200 ? LoginResponse.parse(answer.body) : null;
  };
  const signIn = async (username: string, password: string) => {
    const session = await login(username, password);
    if (!session) throw new Error(`${username} could not sign in`);
    return session.token;
  };
  const create = async (username: string, role: 'admin' | 'editor') => {
    const answer = await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username, role },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return apiSuccess(UserCreated).parse(answer.body).data;
  };
  const change = (json: object, token = admin) =>
    call(server.app, '/api/admin/users/update', { token, json });
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    call(server.app, '/api/admin/account/password', {
      token,
      json: { currentPassword, newPassword },
    });
  /** Whether a token still opens a guarded route (the own-account read). */
  const live = async (token: string) =>
    (await call(server.app, '/api/admin/account/me', { token })).status === 200;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    admin = await signIn(FIRST.username, FIRST.password);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('tells My account no review e-mail can reach anyone without SMTP (issue 47)', async () => {
    const me = await call(server.app, '/api/admin/account/me', { token: admin, json: {} });
    expect(me.body.data).toMatchObject({ reviewEmails: true, reviewEmailsBlocked: 'no-smtp' });
  });

  it('creates a user with a one-time password that must be replaced before anything else', async () => {
    const { user, password } = await create('ed.itor', 'editor');
    expect(user).toMatchObject({ username: 'ed.itor', role: 'editor', mustChangePassword: true });
    expect(password.length).toBeGreaterThanOrEqual(20);
    const session = await login('ed.itor', password);
    expect(session).toMatchObject({ role: 'editor', mustChangePassword: true });
    const token = session?.token ?? '';
    const blocked = await call(server.app, BUSINESS, { token, json: {} });
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe(PASSWORD_CHANGE_FIRST);

    const changed = await changePassword(token, password, 'violet kettle on a hill');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = apiSuccess(PasswordChanged).parse(changed.body).data.token;
    // The old session ended; the fresh one may now edit content.
    expect(await live(token)).toBe(false);
    const edit = await call(server.app, BUSINESS, {
      token: fresh,
      json: { businessSectionId: 'none', cities: 1, teachers: 1, students: 1 },
    });
    expect(edit.status).toBe(404);
    expect(await login('ed.itor', password)).toBeNull();
    expect((await login('ed.itor', 'violet kettle on a hill'))?.mustChangePassword).toBe(false);
  });

  it('refuses a taken username with 409 and a bad role with 400', async () => {
    const taken = await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username: 'ed.itor', role: 'editor' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(USERNAME_TAKEN);
    expect(taken.body.issues).toEqual([{ path: ['username'], message: USERNAME_TAKEN }]);
    const badRole = await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username: 'someone', role: 'owner' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.msg).toBe('The role must be admin, editor or sales.');
  });

  it('lists users without any password hash', async () => {
    const answer = await call(server.app, '/api/admin/users/getall', { token: admin });
    const users = apiSuccess(z.array(User)).parse(answer.body).data;
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'ed.itor']));
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|passwordHash/);
  });

  it('never lets the last active admin be demoted, disabled or deleted (409)', async () => {
    const users = apiSuccess(z.array(User)).parse(
      (await call(server.app, '/api/admin/users/getall', { token: admin })).body,
    ).data;
    const first = users.find((u) => u.username === 'admin');
    const userId = first?._id ?? '';
    for (const json of [
      { userId, role: 'editor' },
      { userId, disabled: true },
    ]) {
      const answer = await change(json);
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(LAST_ADMIN);
    }
    const removal = await call(server.app, '/api/admin/users/delete', {
      token: admin,
      json: { userId },
    });
    expect(removal.status).toBe(409);
    expect(removal.body.msg).toBe(LAST_ADMIN);

    // With a second active admin, the first may step down.
    const second = await create('second.admin', 'admin');
    expect((await change({ userId, role: 'editor' })).status).toBe(200);
    const back = await change({ userId, role: 'admin' }, admin);
    // The first admin is an editor now: it may no longer manage users.
    expect(back.status).toBe(403);
    const token = await signIn('second.admin', second.password);
    await changePassword(token, second.password, 'second admin long phrase');
    const again = await signIn('second.admin', 'second admin long phrase');
    expect((await change({ userId, role: 'admin' }, again)).status).toBe(200);
  });

  it('disabling a user revokes its sessions at once and stops its sign-in', async () => {
    const { user, password } = await create('leaving.soon', 'editor');
    const token = await signIn('leaving.soon', password);
    expect(await live(token)).toBe(true);
    admin = await signIn(FIRST.username, FIRST.password);
    const disabled = await change({ userId: user._id, disabled: true });
    expect(apiSuccess(User).parse(disabled.body).data.disabled).toBe(true);
    expect(await live(token)).toBe(false);
    expect(await login('leaving.soon', password)).toBeNull();
    const deleted = await call(server.app, '/api/admin/users/delete', {
      token: admin,
      json: { userId: user._id },
    });
    expect(deleted.status).toBe(200);
    expect((await change({ userId: user._id, disabled: false })).status).toBe(404);
  });

  it('checks a new password: current one, length, username, common list', async () => {
    const token = await signIn(FIRST.username, FIRST.password);
    const cases: [string, string, string][] = [
      ['wrong current password', 'a perfectly fine phrase', PasswordMessages.wrongCurrent],
      [FIRST.password, 'short', PasswordMessages.tooShort],
      [FIRST.password, 'my-Admin-password-1', PasswordMessages.username],
      [FIRST.password, '1QAZ2WSX3EDC', PasswordMessages.common],
      [FIRST.password, FIRST.password, PasswordMessages.same],
    ];
    for (const [current, next, message] of cases) {
      const answer = await changePassword(token, current, next);
      expect(answer.status, next).toBe(400);
      expect(answer.body.msg, next).toBe(message);
    }
    expect(await live(token)).toBe(true);
  });

  it('a password change ends every other session; sign out everywhere ends all', async () => {
    const phone = await signIn(FIRST.username, FIRST.password);
    const laptop = await signIn(FIRST.username, FIRST.password);
    const changed = await changePassword(laptop, FIRST.password, 'a new first-owner phrase');
    const fresh = apiSuccess(PasswordChanged).parse(changed.body).data.token;
    expect(await live(phone)).toBe(false);
    expect(await live(laptop)).toBe(false);
    expect(await live(fresh)).toBe(true);
    const other = await signIn(FIRST.username, 'a new first-owner phrase');
    const out = await call(server.app, '/api/admin/account/signout-all', { token: fresh });
    expect(out.status).toBe(200);
    expect(await live(fresh)).toBe(false);
    expect(await live(other)).toBe(false);
  });
});
