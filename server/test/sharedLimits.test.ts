import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { sharedUsernameThrottle } from '../auth/sharedUsernameThrottle';
import {
  PER_INSTANCE_LIMIT,
  pruneRateLimitCounters,
  sharedRateLimitStore,
} from '../http/sharedRateLimitStore';
import { databaseBackends } from './backends';
import { call } from './requests';
import { freshAddress, signInFrom } from './signIns';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };
const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (running.length) await running.pop()?.();
});

describe.each(databaseBackends())('rate limits shared through the database on $name', (backend) => {
  // One database for the file's tests on this backend (a new one is some 0.5 s of CPU): every
  // count these tests make lives in rate_limit_counters, emptied before each test, and each test
  // starts its own instances, so each still begins with nothing counted.
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });

  /** Two instances of the server on one database, as two processes behind a load balancer. */
  async function twoInstances(shared: boolean): Promise<[TestServer, TestServer]> {
    const overrides = { sharedRateLimits: shared, leadRateLimit: 3, loginRateLimit: 3 };
    const a = await startTestApp(overrides, database);
    const b = await startTestApp(overrides, database);
    running.push(a.close, b.close);
    return [a, b];
  }
  const sendLead = (server: TestServer) =>
    call(server.app, '/api/leads/create', { json: lead }).then((answer) => answer.status);
  const signIn = (server: TestServer) =>
    call(server.app, '/api/admin/auth/login', {
      json: { username: 'victim', password: 'guess-guess', macAddress: 'x' },
    }).then((answer) => answer.status);

  it('counts lead creates across both instances', async () => {
    const [a, b] = await twoInstances(true);
    expect([await sendLead(a), await sendLead(b), await sendLead(a)]).toEqual([200, 200, 200]);
    expect(await sendLead(b)).toBe(429);
    expect(await sendLead(a)).toBe(429);
  });

  it('counts sign-in attempts across both instances', async () => {
    const [a, b] = await twoInstances(true);
    expect([await signIn(a), await signIn(b), await signIn(a)]).toEqual([401, 401, 401]);
    expect(await signIn(b)).toBe(429);
  });

  it('slows one username down across both instances, from any address', async () => {
    const [a, b] = await twoInstances(true);
    const attempt = (server: TestServer) =>
      signInFrom(server.app, { username: 'admin', from: freshAddress() });
    const seen = [];
    for (const server of [a, b, a, b]) seen.push((await attempt(server)).status);
    expect(seen).toEqual([401, 401, 401, 401]);
    // The fifth and sixth at once, on the two instances: one is the last free attempt, the other
    // must wait a second after it.
    const [fifth, sixth] = await Promise.all([attempt(a), attempt(b)]);
    expect([fifth?.status, sixth?.status].sort()).toEqual([401, 429]);
    const slowed = fifth?.status === 429 ? fifth : sixth;
    expect(slowed?.body.msg).toMatch(/for this username/);
    expect(slowed?.retryAfter).toBe('1');
  });

  it('lets exactly the free attempts through when they race, and forgets them on success', async () => {
    const throttle = sharedUsernameThrottle(database.db);
    const waits = await Promise.all(Array.from({ length: 12 }, () => throttle.claim('racer')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    for (const wait of waits.filter((w) => w > 0)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(1000);
    }
    await throttle.forget('Racer');
    expect(await throttle.claim('racer')).toBe(0);
  });

  it('control: with counters in memory each instance allows the limit again', async () => {
    const [a, b] = await twoInstances(false);
    for (let i = 0; i < 3; i += 1) expect(await sendLead(a)).toBe(200);
    expect(await sendLead(b)).toBe(200);
    for (let i = 0; i < 5; i += 1)
      await signInFrom(a.app, { username: 'admin', from: freshAddress() });
    expect((await signInFrom(b.app, { username: 'admin', from: freshAddress() })).status).toBe(401);
  });

  it('answers 429 with the retry time and keeps no address in clear', async () => {
    const [a] = await twoInstances(true);
    for (let i = 0; i < 3; i += 1) await sendLead(a);
    const limited = await call(a.app, '/api/leads/create', { json: lead });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const keys = await rawRows<{ key_hash: string }>(
      a.context.db,
      sql`SELECT key_hash FROM rate_limit_counters`,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const { key_hash } of keys) expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prunes counters whose window ended long ago and keeps live ones', async () => {
    const [a] = await twoInstances(true);
    await sendLead(a);
    await a.context.db.execute(
      sql`INSERT INTO rate_limit_counters (key_hash, window_start, hits)
          VALUES ('old', now() - interval '2 days', 7)`,
    );
    expect(await pruneRateLimitCounters(a.context.db)).toBe(1);
    const left = await rawRows<{ n: number }>(
      a.context.db,
      sql`SELECT count(*)::int AS n FROM rate_limit_counters`,
    );
    expect(left[0]?.n).toBe(1);
  });
});

describe('a limit counted by each instance (PER_INSTANCE_LIMIT)', () => {
  it('counts in memory, never in the database, with fixed windows', async () => {
    // Any use of the database fails the test: the beacon's limit must cost no write.
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was used');
        },
      },
    ) as Parameters<typeof sharedRateLimitStore>[0];
    const Store = sharedRateLimitStore(db);
    const store = new Store().child({ groupId: PER_INSTANCE_LIMIT });
    const hit = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
        ),
      );
    expect((await hit('a', 60_000)).current).toBe(1);
    expect((await hit('a', 60_000)).current).toBe(2);
    expect((await hit('b', 60_000)).current).toBe(1);
    expect((await hit('c', 1)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await hit('c', 1)).current).toBe(1);
  });
});
