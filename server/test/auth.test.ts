import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@/sdk/schemas';
import { createAdmin } from '../auth/admins';
import { hashToken } from '../auth/sessions';
import { auditLog, sessions } from '../db/schema';
import { call } from './requests';
import { freshAddress, signInFrom } from './signIns';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
const PASSWORD = 'correct horse battery';
/** A sign-in from an address of its own, so only the limit under test can refuse it. */
const login = (username: string, password: string, from = freshAddress()) =>
  signInFrom(server.app, { username, password, from });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startTestApp({ loginRateLimit: 4, sessionTtlHours: 2 });
  await createAdmin(server.context.db, 'editor', PASSWORD);
  for (const name of ['slow.editor', 'reset.editor', 'known.one']) {
    await createAdmin(server.context.db, name, PASSWORD);
  }
});
afterAll(() => server.close());

describe('login', () => {
  it('answers token, message and expiresAt; only the token hash is stored', async () => {
    const answer = await login('editor', PASSWORD);
    expect(answer.status).toBe(200);
    const { token, expiresAt } = LoginResponse.parse(answer.body);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    const stored = await server.context.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('gives a wrong password and an unknown username the same 401 answer', async () => {
    const wrongPassword = await login('editor', 'nope');
    const unknownUser = await login('someone-else', 'nope');
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({
      success: false,
      msg: 'Invalid username or password',
      message: 'Invalid username or password',
    });
  });

  it('throttles one address with 429, whatever usernames it tries', async () => {
    const from = freshAddress();
    for (let i = 0; i < 4; i += 1) expect((await login(`guess-${i}`, 'x', from)).status).toBe(401);
    const throttled = await login('editor', PASSWORD, from);
    expect(throttled.status).toBe(429);
    expect(throttled.body.msg).toMatch(/Too many sign-in attempts/);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    // Another address is not locked out by it.
    expect((await login('editor', PASSWORD)).status).toBe(200);
  });
});

describe('sign-in attempts per username (any address)', () => {
  /** Attempts sent at once, each from its own address: counted within milliseconds of each other. */
  const burst = (count: number, username: string, password = 'wrong') =>
    Promise.all(Array.from({ length: count }, () => login(username, password)));
  const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

  it('slows a username down after five attempts, doubling the wait, until a success', async () => {
    const first = await burst(8, 'slow.editor');
    expect(statuses(first)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const slowed = first.find((answer) => answer.status === 429);
    expect(slowed?.retryAfter).toBe('1');
    expect(slowed?.body.msg).toMatch(/for this username/);
    expect(slowed?.body.message).toBe(slowed?.body.msg);

    // Once the wait has passed, one more attempt counts, and the next must wait twice as long.
    await pause(1100);
    const second = await burst(3, 'slow.editor', PASSWORD);
    expect(statuses(second)).toEqual([200, 429, 429]);
    expect(second.filter((a) => a.status === 429).map((a) => a.retryAfter)).toEqual(['2', '2']);
  });

  it('forgets the count after a success: five free attempts again', async () => {
    await burst(6, 'reset.editor');
    await pause(1100);
    expect((await login('reset.editor', PASSWORD)).status).toBe(200);
    expect(statuses(await burst(6, 'reset.editor'))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('slows an unknown username exactly as a known one, so the answers name no account', async () => {
    const known = await burst(6, 'known.one');
    const unknown = await burst(6, 'nobody.at.all');
    expect(statuses(unknown)).toEqual(statuses(known));
    const bodies = (answers: typeof known) =>
      answers.map(({ body, retryAfter }) => ({ body, retryAfter }));
    expect(new Set(bodies(unknown).map((b) => JSON.stringify(b)))).toEqual(
      new Set(bodies(known).map((b) => JSON.stringify(b))),
    );
  });
});

describe('the audit of refused sign-ins', () => {
  it('keeps the name of a known user, and not the name typed for an unknown one', async () => {
    await login('editor', 'wrong');
    // A password typed into the username box must not end up in the log.
    await login('Tr0ub4dor&3-typed-in-the-wrong-box', 'editor');
    const rows = await server.context.db.select().from(auditLog);
    const failures = rows.filter((row) => row.kind === 'sign-in' && row.action === 'failure');
    expect(failures).toContainEqual(
      expect.objectContaining({ actorName: 'editor', target: 'editor', summary: 'wrong password' }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({ actorId: null, actorName: '(unknown)', target: '' }),
    );
    expect(JSON.stringify(rows)).not.toContain('Tr0ub4dor');
  });
});

describe('sessions', () => {
  it('a token works until logout, then is refused', async () => {
    const { token } = LoginResponse.parse((await login('editor', PASSWORD)).body);
    const write = () =>
      call(server.app, '/api/businessSectionContent/update', {
        token,
        json: { businessSectionId: 'none', cities: 1, teachers: 1, students: 1 },
      });
    expect((await write()).status).toBe(404);
    expect((await call(server.app, '/api/admin/auth/logout', { token })).status).toBe(200);
    expect((await write()).status).toBe(401);
  });
});
