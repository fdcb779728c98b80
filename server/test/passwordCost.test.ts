import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, findAdmin } from '../auth/admins';
import { hashPassword, passwordCost, verifyPassword } from '../auth/password';
import { loadConfig } from '../config';
import { startupBanner } from '../startupBanner';
import { signInFrom } from './signIns';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The suites hash at a test cost (vitest.config.ts sets PASSWORD_HASH_COST=test); this file
// proves the real cost, that the test cost cannot reach a real server, and that a cheap hash is
// made anew at the real cost when its user signs in.
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllEnvs());

describe('the password hashing cost', () => {
  it("is OWASP's scrypt N=2^17, r=8, p=1 unless the test suites lower it", async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const stored = await hashPassword('correct horse battery');
    expect(costOf(stored)).toBe('scrypt$131072$8$1');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('is lowered only with PASSWORD_HASH_COST=test and NODE_ENV=test, and the log says so', () => {
    expect(passwordCost({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' }).N).toBe(1024);
    const refusals = [
      { PASSWORD_HASH_COST: 'test' },
      { PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' },
      { PASSWORD_HASH_COST: 'low', NODE_ENV: 'test' },
    ];
    for (const env of refusals) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /PASSWORD_HASH_COST=\w+ is refused: only the test suites/,
      );
    }
    const testConfig = loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' });
    const admin = { created: false } as const;
    expect(startupBanner(testConfig, 3000, admin)).toMatch(/Password hashing: +the TEST cost/);
    expect(startupBanner(loadConfig({}), 3000, admin)).not.toMatch(/Password hashing/);
  });
});

describe('a hash made at a lower cost', () => {
  it('is made anew at the real cost at its next sign-in, and still signs in', async () => {
    const { db } = server.context;
    await createAdmin(db, 'cheap.hash', 'correct horse battery');
    const before = (await findAdmin(db, 'cheap.hash'))?.passwordHash ?? '';
    expect(costOf(before)).toBe('scrypt$1024$8$1');

    vi.stubEnv('PASSWORD_HASH_COST', '');
    const first = await signInFrom(server.app, {
      username: 'cheap.hash',
      password: 'correct horse battery',
    });
    expect(first.status).toBe(200);
    const after = (await findAdmin(db, 'cheap.hash'))?.passwordHash ?? '';
    expect(costOf(after)).toBe('scrypt$131072$8$1');

    const again = await signInFrom(server.app, {
      username: 'cheap.hash',
      password: 'correct horse battery',
      from: '192.0.2.9',
    });
    expect(again.status).toBe(200);
    expect((await findAdmin(db, 'cheap.hash'))?.passwordHash).toBe(after);
  });

  it('is left as it is after a refused sign-in', async () => {
    const { db } = server.context;
    await createAdmin(db, 'cheap.refused', 'correct horse battery');
    const before = (await findAdmin(db, 'cheap.refused'))?.passwordHash;
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const refused = await signInFrom(server.app, {
      username: 'cheap.refused',
      password: 'a wrong guess',
      from: '192.0.2.10',
    });
    expect(refused.status).toBe(401);
    expect((await findAdmin(db, 'cheap.refused'))?.passwordHash).toBe(before);
  });
});
