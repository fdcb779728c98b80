import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import { writeBatch } from '../analytics/analyticsBatch';
import type { AnalyticsEvent } from '../analytics/analyticsStore';
import { foregroundActivity } from '../analytics/foregroundActivity';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// While visitors are served, the beacon buffer writes short parts on PGlite, so a lead or a page
// waits for one short part (docs/analytics.md, "Giving way to visitors"); beacons alone do not
// count as visitors' work.
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Views and taps by 70 visitors on two pages, over two days (no randomness). */
const events = (n: number): AnalyticsEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: i % 5 === 0 ? 'cta' : 'pageview',
    day: i % 9 === 0 ? '2026-12-03' : '2026-12-04',
    page: i % 3 === 0 ? '/privacy-policy' : '/',
    cta: i % 5 === 0 ? `cta ${i % 2}` : undefined,
    utmSource: i % 4 === 0 ? 'news' : undefined,
    device: i % 2 ? 'mobile' : 'desktop',
    visitor: `visitor-${i % 70}`,
  }));

const counts = async (db: Database['db']) => ({
  daily: await rawRows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, page, source, device, views, visitors, cta_taps
      FROM analytics_daily ORDER BY day, page, source, device`,
  ),
  cta: await rawRows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, page, cta, source, device, taps
      FROM analytics_daily_cta ORDER BY day, page, cta, source, device`,
  ),
  raw: await rawRows(db, sql`SELECT count(*)::int AS n FROM analytics_events`),
});

describe('foreground activity', () => {
  it('is busy for a while after a request is seen, and not before', () => {
    let now = 10_000;
    const activity = foregroundActivity(() => now);
    expect(activity.busy()).toBe(false);
    activity.seen();
    now += 999;
    expect(activity.busy()).toBe(true);
    now += 2;
    expect(activity.busy()).toBe(false);
  });
});

describe('the server as beacons and visitors reach it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestApp({ analytics: { rateLimit: 10_000 } });
  });
  afterAll(() => server.close());

  it('is not busy for beacons, and is for any other request', async () => {
    const { foreground } = server.context.analytics;
    for (let i = 0; i < 3; i++) {
      const answer = await server.app.inject({
        method: 'POST',
        url: ANALYTICS_BEACON_PATH,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
        payload: JSON.stringify({ kind: 'pageview', page: '/' }),
      });
      expect(answer.statusCode).toBe(204);
    }
    expect(foreground.busy()).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(foreground.busy()).toBe(true);
  });
});

describe('a batch whose part size changes between parts, on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(() => database.close());
  const clear = () =>
    database.db.execute(
      sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily, analytics_daily_cta`,
    );

  it('asks the size before each part and counts as one part does', async () => {
    const all = events(1_000);
    await writeBatch(database.db, { events: all, anonymous: new Map() }, all.length);
    const inOnePart = await counts(database.db);
    await clear();
    // Visitors come and go mid-batch: parts of 500, 100 and 3, in turn.
    const sizes = [500, 100, 3];
    const asked: number[] = [];
    const partSize = () => {
      const size = sizes[asked.length % sizes.length]!;
      asked.push(size);
      return size;
    };
    await writeBatch(database.db, { events: all.slice(0, 700), anonymous: new Map() }, partSize);
    await writeBatch(database.db, { events: all.slice(700), anonymous: new Map() }, partSize);
    expect(await counts(database.db)).toEqual(inOnePart);
    expect(inOnePart.raw).toEqual([{ n: 1_000 }]);
    // 700 = 500 + 100 + 3 + 97 (a last part of at most 500); 300 = 100 + 3 + 197.
    expect(asked).toEqual([500, 100, 3, 500, 100, 3, 500]);
  });
});
