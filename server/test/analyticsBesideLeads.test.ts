import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import { BatchPartlyWritten, writeBatch } from '../analytics/analyticsBatch';
import { analyticsDay } from '../analytics/analyticsDay';
import type { AnalyticsEvent } from '../analytics/analyticsStore';
import { eventBuffer } from '../analytics/eventBuffer';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// A lead beside the beacons on PGlite, whose one connection runs on the event loop's thread: the
// beacon buffer's batch gives way to a waiting lead between its parts (analyticsBatch.ts), and a
// flood from many addresses fills the buffer's one bound, which drops beacons, never leads.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const quiet = { warn: () => {}, error: () => {} };

/**
 * `n` page views of one page by 100 visitors, today. A fixed day failed from the day after next
 * (India's): the server's first request runs the analytics cleanup (jobs/analyticsRetention.ts),
 * which then deleted that day's visitors between two parts of the batch, and the later parts
 * counted every visitor again.
 */
function views(n: number): AnalyticsEvent[] {
  const day = analyticsDay(new Date());
  return Array.from({ length: n }, (_, i) => ({
    kind: 'pageview',
    day,
    page: '/',
    device: 'mobile',
    visitor: `visitor-${i % 100}`,
  }));
}

const totals = (db: Database['db']) =>
  rawRows<{ views: number; visitors: number; events: number }>(
    db,
    sql`SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors,
      (SELECT count(*)::int FROM analytics_events WHERE kind = 'pageview') AS events
      FROM analytics_daily`,
  ).then(([row]) => row);

let n = 0;
const sendLead = (server: TestServer) =>
  server.app.inject({
    method: 'POST',
    url: '/api/leads/create',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      name: 'Asha Rao',
      email: `asha${(n += 1)}@school.in`,
      mobile: '9876543210',
      message: 'Beside the beacons',
    }),
  });
const sendBeacon = (server: TestServer, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: ANALYTICS_BEACON_PATH,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    payload: JSON.stringify({ kind: 'pageview', page: '/' }),
  });
const storedLeads = (db: Database['db']) =>
  rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leads`).then(([row]) => row?.n);

describe('beacon batches beside leads on PGlite (one connection)', () => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    server = await startTestApp({ analytics: { rateLimit: 100_000, bufferMax: 100 } }, database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  const clear = () =>
    database.db.execute(
      sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily, leads CASCADE`,
    );

  it('a lead sent while a large batch is written is stored before the batch ends', async () => {
    await clear();
    const order: string[] = [];
    // Started first: in one transaction, the lead's insert waited for all 5,000 events.
    const batch = writeBatch(database.db, { events: views(5000), anonymous: new Map() });
    const lead = sendLead(server);
    const [answer] = await Promise.all([
      lead.then((a) => (order.push('lead'), a)),
      batch.then(() => order.push('batch')),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(order).toEqual(['lead', 'batch']);
    // Committed in several transactions, counted as one: nothing twice, nothing missing.
    expect(await totals(database.db)).toEqual({ views: 5000, visitors: 100, events: 5000 });
  });

  it('a failure after a part was committed keeps only the rest for the retry', async () => {
    await clear();
    const rename = (from: string, to: string) =>
      database.db.execute(sql`ALTER TABLE ${sql.raw(from)} RENAME TO ${sql.raw(to)}`);
    const buffer = eventBuffer({
      maxEvents: 10_000,
      flushAt: 100_000,
      intervalMs: 60_000,
      log: quiet,
      write: (batch) => writeBatch(database.db, batch),
    });
    for (const event of views(1000)) buffer.add(event);
    // Sent once the first part runs, the rename waits for the connection: the batch commits that
    // part and gives way, then its next part finds no table and fails.
    const flushing = buffer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const away = rename('analytics_events', 'analytics_events_away');
    await Promise.all([flushing, away]);
    const kept = buffer.stats().held;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(1000);
    await rename('analytics_events_away', 'analytics_events');
    expect(await totals(database.db)).toEqual({
      views: 1000 - kept,
      visitors: 100,
      events: 1000 - kept,
    });
    await buffer.close();
    expect(buffer.stats()).toEqual({ held: 0, dropped: 0, lost: 0 });
    expect(await totals(database.db)).toEqual({ views: 1000, visitors: 100, events: 1000 });
  });

  it('a flood from many addresses fills the one bound: beacons dropped, every lead stored', async () => {
    await clear();
    const beacons = Array.from({ length: 400 }, (_, i) =>
      sendBeacon(server, `10.${i % 250}.${Math.floor(i / 250)}.1`),
    );
    const leads = Array.from({ length: 5 }, () => sendLead(server));
    const leadAnswers = await Promise.all(leads);
    const beaconAnswers = await Promise.all(beacons);
    expect(leadAnswers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(beaconAnswers.map((a) => a.statusCode))).toEqual(new Set([204]));
    expect(server.context.analytics.stats().held).toBeLessThanOrEqual(100);
    await server.context.analytics.flush();
    expect(server.context.analytics.stats().dropped).toBeGreaterThan(0);
    expect(await storedLeads(database.db)).toBe(5);
  });
});

describe('the buffer’s bound', () => {
  it('counts the events being written: a slow write cannot double what is held', async () => {
    let finish = () => {};
    const buffer = eventBuffer({
      maxEvents: 10,
      flushAt: 100_000,
      intervalMs: 60_000,
      log: quiet,
      write: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const [event] = views(1) as [AnalyticsEvent];
    for (let i = 0; i < 10; i++) buffer.add(event);
    const flushing = buffer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    // The 10 are being written: still held, so the 11th is refused.
    expect(buffer.stats().held).toBe(10);
    expect(buffer.add(event)).toBe(false);
    finish();
    await flushing;
    expect(buffer.stats()).toEqual({ held: 0, dropped: 1, lost: 0 });
    expect(buffer.add(event)).toBe(true);
  });

  it('loses only the part a second failure left', async () => {
    const lost = eventBuffer({
      maxEvents: 100,
      flushAt: 100_000,
      intervalMs: 60_000,
      log: quiet,
      write: async (batch) => {
        const rest = { events: batch.events.slice(-2), anonymous: new Map<string, number>() };
        throw new BatchPartlyWritten(rest, new Error('database away'));
      },
    });
    for (const event of views(5)) lost.add(event);
    await lost.flush(); // 3 written, 2 kept
    expect(lost.stats()).toEqual({ held: 2, dropped: 0, lost: 0 });
    await lost.flush(); // the retry fails again and leaves both: lost, the 3 never again
    expect(lost.stats()).toEqual({ held: 0, dropped: 0, lost: 2 });
  });
});
