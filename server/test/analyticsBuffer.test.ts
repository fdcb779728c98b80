import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import { analyticsDay } from '../analytics/analyticsDay';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
import { roleToken } from './fixtures';
import { call } from './requests';
import { startTestApp, testConfig } from './testApp';
import type { TestServer } from './testApp';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VIEW = JSON.stringify({ kind: 'pageview', page: '/', utmSource: 'bench' });

const send = (server: Pick<TestServer, 'app'>, ip = '203.0.113.7') =>
  server.app.inject({
    method: 'POST',
    url: ANALYTICS_BEACON_PATH,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    payload: VIEW,
  });
const totals = (db: Database['db']) =>
  rawRows<{ views: number; visitors: number; events: number }>(
    db,
    sql`SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors,
      (SELECT count(*)::int FROM analytics_events) AS events FROM analytics_daily`,
  ).then(([row]) => row);
/** `n` beacons from `addresses` visitors (one /24 each), 100 at a time as a flood would come. */
async function flood(server: TestServer, n: number, addresses: number, from = 0) {
  for (let i = 0; i < n; i += 100) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(100, n - i) }, (_, j) =>
        send(server, `10.${from + ((i + j) % addresses)}.0.1`),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([204]));
  }
}

describe.each(databaseBackends())('buffered beacons on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => ({ database, dispose } = await backend.open()));
  afterAll(() => dispose());
  const clear = () =>
    database.db.execute(sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily`);

  it('many beacons for one roll-up row: exact views and visitors, across batches', async () => {
    await clear();
    const server = await startTestApp({ analytics: { rateLimit: 100_000 } }, database);
    try {
      // 2,500 is past the 2,000 that start a flush on their own: at least two batches.
      await flood(server, 2500, 50);
      await server.context.analytics.flush();
      expect(await totals(database.db)).toEqual({ views: 2500, visitors: 50, events: 2500 });
      // The same 50 again and 10 new: only the new ones are new visitors.
      await flood(server, 120, 60);
      await server.context.analytics.flush();
      expect(await totals(database.db)).toEqual({ views: 2620, visitors: 60, events: 2620 });
    } finally {
      await server.close();
    }
  });

  it('the conversion report writes this instance’s waiting beacons before it reads', async () => {
    await clear();
    const server = await startTestApp({}, database);
    try {
      expect((await send(server)).statusCode).toBe(204);
      const day = analyticsDay(new Date());
      const token = await roleToken(database.db, 'sales');
      const answer = await call(server.app, '/api/analytics/conversion', {
        token,
        json: { from: day, to: day },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { totals: { visitors: 1, views: 1 } } });
    } finally {
      await server.close();
    }
  });

  it('a full buffer drops and counts: every beacon still answered 204', async () => {
    await clear();
    const server = await startTestApp({ analytics: { bufferMax: 3 } }, database);
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(server)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
      await server.context.analytics.flush();
      const { dropped } = server.context.analytics.stats();
      // Held 3 (6 if the one-second timer wrote in the middle); the rest dropped and counted.
      expect(dropped).toBeGreaterThanOrEqual(4);
      expect((await totals(database.db))?.views).toBe(10 - dropped);
    } finally {
      await server.close();
    }
  });

  it('closing the app writes what waits', async () => {
    await clear();
    const server = await startTestApp({}, database);
    await Promise.all([send(server), send(server), send(server, '198.51.100.1')]);
    await server.close();
    expect(await totals(database.db)).toEqual({ views: 3, visitors: 2, events: 3 });
  });

  it('a failed write is logged and kept, the server answers on, and the retry writes it', async () => {
    await clear();
    const server = await startTestApp({}, database);
    const rename = (from: string, to: string) =>
      database.db.execute(sql`ALTER TABLE ${sql.raw(from)} RENAME TO ${sql.raw(to)}`);
    try {
      await rename('analytics_events', 'analytics_events_away');
      const first = await send(server);
      expect(first.statusCode).toBe(204);
      expect(first.body).toBe('');
      await server.context.analytics.flush(); // fails: nothing half written, the batch kept
      expect(server.context.analytics.stats()).toMatchObject({ held: 1, lost: 0 });
      expect((await send(server)).statusCode).toBe(204);
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await rename('analytics_events_away', 'analytics_events');
      await server.context.analytics.flush();
      expect(await totals(database.db)).toEqual({ views: 2, visitors: 1, events: 2 });
      expect(server.context.analytics.stats()).toMatchObject({ held: 0, lost: 0 });
    } finally {
      await server.close();
    }
  });
});

describe('closing an app that opened its own PGlite', () => {
  it('writes the waiting beacons before the database closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lms-analytics-close-'));
    const database = { kind: 'pglite', dataDir: join(dir, 'pg') } as const;
    try {
      const { app } = await buildApp({ config: testConfig(dir, { database }), logger: false });
      await Promise.all([send({ app }), send({ app }, '198.51.100.1')]);
      await app.close();
      const reopened = await openDatabase(database);
      expect(await totals(reopened.db)).toEqual({ views: 2, visitors: 2, events: 2 });
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
