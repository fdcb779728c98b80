import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@/sdk/schemas';
import { createAdmin } from '../auth/admins';
import { hashToken } from '../auth/sessions';
import { sessions } from '../db/schema';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
const login = (username: string, password: string) =>
  call(server.app, '/api/admin/auth/login', {
    json: { username, password, macAddress: '00:00:00:00:00:00' },
  });

beforeAll(async () => {
  server = await startTestApp({ loginRateLimit: 4, sessionTtlHours: 2 });
  await createAdmin(server.context.db, 'editor', 'correct horse battery');
});
afterAll(() => server.close());

describe('login', () => {
  it('answers token, message and expiresAt; only the token hash is stored', async () => {
    const answer = await login('editor', 'correct horse battery');
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
    expect(wrongPassword.body).toMatchObject({ success: false, message: wrongPassword.body.msg });
  });

  it('throttles attempts per username and address with 429', async () => {
    for (let i = 0; i < 4; i += 1) await login('victim', 'guess');
    const throttled = await login('victim', 'guess');
    expect(throttled.status).toBe(429);
    expect(throttled.body.msg).toMatch(/Too many sign-in attempts/);
    // Another username from the same address is not locked out by it.
    expect((await login('editor', 'correct horse battery')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('a token works until logout, then is refused', async () => {
    const { token } = LoginResponse.parse((await login('editor', 'correct horse battery')).body);
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
