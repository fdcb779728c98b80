import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatch } from '../analytics/analyticsBatch';
import { recordAnonymousView, recordEvent } from '../analytics/analyticsStore';
import type { AnalyticsEvent, AnalyticsKind } from '../analytics/analyticsStore';
import { eventBuffer } from '../analytics/eventBuffer';
import type { AnalyticsBatch } from '../analytics/analyticsBatch';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';

const KINDS: AnalyticsKind[] = ['pageview', 'pageview', 'pageview', 'cta', 'form_shown', 'lead'];

/** A fixed mix (no randomness: a failure replays): 8 visitors, 2 pages, 2 days, sources. */
function events(n: number): AnalyticsEvent[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: KINDS[i % KINDS.length] ?? 'pageview',
    day: i % 7 === 0 ? '2026-12-02' : '2026-12-03',
    page: i % 3 === 0 ? '/privacy-policy' : '/',
    cta: i % 5 === 0 ? undefined : `cta ${i % 2}`,
    utmSource: i % 4 === 0 ? 'news' : undefined,
    referrerHost: i % 6 === 0 ? 'example.org' : undefined,
    utmCampaign: i % 4 === 0 ? 'spring' : undefined,
    device: i % 2 ? 'mobile' : 'desktop',
    visitor: `visitor-${i % 8}`,
  }));
}

const snapshot = async (db: Database['db']) => ({
  daily: await rawRows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, page, source, campaign, device, views, visitors,
      cta_taps, forms_shown, forms_submitted, leads FROM analytics_daily
      ORDER BY day, page, source, campaign, device`,
  ),
  cta: await rawRows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, page, cta, source, campaign, device, taps,
      forms_shown, forms_submitted, leads FROM analytics_daily_cta
      ORDER BY day, page, cta, source, campaign, device`,
  ),
  visitors: await rawRows(db, sql`SELECT count(*)::int AS n FROM analytics_visitors`),
  events: await rawRows(db, sql`SELECT count(*)::int AS n FROM analytics_events`),
  anonymous: await rawRows(db, sql`SELECT views FROM analytics_daily_anonymous`),
});

describe.each(databaseBackends())('a batched write on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const clear = () =>
    database.db.execute(
      sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily, analytics_daily_cta, analytics_daily_anonymous`,
    );

  beforeAll(async () => ({ database, dispose } = await backend.open()));
  afterAll(() => dispose());

  it('leaves exactly what one event at a time leaves, over several batches', async () => {
    const all = events(600);
    for (const e of all) await recordEvent(database.db, e);
    for (let i = 0; i < 3; i += 1) await recordAnonymousView(database.db, '2026-12-03');
    const oneByOne = await snapshot(database.db);
    await clear();
    // Three batches: a visitor first seen in the first is not counted again in the later ones.
    for (const slice of [all.slice(0, 100), all.slice(100, 450), all.slice(450)])
      await writeBatch(database.db, { events: slice, anonymous: new Map() });
    await writeBatch(database.db, { events: [], anonymous: new Map([['2026-12-03', 3]]) });
    const batched = await snapshot(database.db);
    expect(batched).toEqual(oneByOne);
    // Each (day, visitor, page) of a page view once, however many views it had.
    const visits = all.filter((e) => e.kind === 'pageview').map((e) => [e.day, e.visitor, e.page]);
    expect(oneByOne.visitors).toEqual([{ n: new Set(visits.map((v) => v.join())).size }]);
    expect(oneByOne.daily.length).toBeGreaterThan(4);
  });

  it('adds to the rows other writers made (several instances stay exact)', async () => {
    await clear();
    const view = events(1)[0] as AnalyticsEvent;
    await recordEvent(database.db, view);
    const copies = Array.from({ length: 5000 }, () => view);
    await Promise.all([
      writeBatch(database.db, { events: copies, anonymous: new Map() }),
      writeBatch(database.db, { events: copies, anonymous: new Map() }),
    ]);
    const { daily, events: raw } = await snapshot(database.db);
    expect(daily).toMatchObject([{ views: 10_001, visitors: 1 }]);
    expect(raw).toEqual([{ n: 10_001 }]);
  });
});

describe('the event buffer', () => {
  const quiet = { warn: () => {}, error: () => {} };
  const event = events(1)[0] as AnalyticsEvent;

  it('holds at most maxEvents, drops and counts the rest, and takes more once written', async () => {
    const written: AnalyticsBatch[] = [];
    const buffer = eventBuffer({
      maxEvents: 3,
      flushAt: 1000,
      intervalMs: 60_000,
      log: quiet,
      write: async (batch) => void written.push(batch),
    });
    const taken = Array.from({ length: 5 }, () => buffer.add(event));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(buffer.stats()).toEqual({ held: 3, dropped: 2, lost: 0 });
    await buffer.flush();
    expect(written.map((b) => b.events.length)).toEqual([3]);
    expect(buffer.add(event)).toBe(true);
    await buffer.close();
    expect(written.map((b) => b.events.length)).toEqual([3, 1]);
    expect(buffer.add(event)).toBe(false);
  });

  it('keeps a failed batch for one retry, then drops it as lost; a flush never throws', async () => {
    let failures = 3;
    const written: number[] = [];
    const errors: string[] = [];
    const buffer = eventBuffer({
      maxEvents: 10,
      flushAt: 1000,
      intervalMs: 60_000,
      log: { ...quiet, error: (_: unknown, message: string) => void errors.push(message) },
      write: async (batch) => {
        if (failures-- > 0) throw new Error('database away');
        written.push(batch.events.length);
      },
    });
    buffer.add(event);
    await buffer.flush(); // fails: kept
    expect(buffer.stats()).toMatchObject({ held: 1, lost: 0 });
    buffer.add(event);
    await buffer.flush(); // the kept batch fails again (lost); the new one fails (kept)
    expect(buffer.stats()).toEqual({ held: 1, dropped: 0, lost: 1 });
    await buffer.flush(); // the database is back: the kept batch is written
    expect(written).toEqual([1]);
    expect(buffer.stats()).toEqual({ held: 0, dropped: 0, lost: 1 });
    expect(errors).toHaveLength(3);
  });
});
