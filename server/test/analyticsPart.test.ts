import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatch } from '../analytics/analyticsBatch';
import { writePart } from '../analytics/analyticsPart';
import { recordEvent } from '../analytics/analyticsStore';
import type { AnalyticsEvent, AnalyticsKind } from '../analytics/analyticsStore';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';
import { databaseBackends, postgresBackend } from './backends';

// A batch's part is ONE statement (analyticsPart.ts), and the counts stay what one event at a time
// leaves: across parts, across batches, and with several instances writing the same rows at once.

const KINDS: AnalyticsKind[] = ['pageview', 'pageview', 'cta', 'pageview', 'form_shown'];

/** A fixed mix: `visitors` visitors; a visitor keeps one source and device, so one daily row. */
function events(n: number, visitors: number, offset = 0): AnalyticsEvent[] {
  return Array.from({ length: n }, (_, j) => {
    const i = j + offset;
    const v = i % visitors;
    return {
      kind: KINDS[i % KINDS.length] ?? 'pageview',
      day: '2026-12-03',
      page: i % 3 === 0 ? '/privacy-policy' : '/',
      cta: i % 4 === 0 ? undefined : `cta ${i % 2}`,
      utmSource: v % 3 === 0 ? 'news' : undefined,
      utmCampaign: v % 3 === 0 ? 'spring' : undefined,
      device: v % 2 ? 'mobile' : 'desktop',
      visitor: `visitor-${v}`,
    };
  });
}

/** Distinct (visitor, page) of the page views: the visitor rows one day leaves. */
const visits = (list: readonly AnalyticsEvent[]) =>
  new Set(list.filter((e) => e.kind === 'pageview').map((e) => `${e.visitor} ${e.page}`)).size;

type Row = Record<string, unknown>;

const counts = async (db: Executor) => ({
  daily: await rawRows<Row>(
    db,
    sql`SELECT page, source, campaign, device, views, visitors, cta_taps, forms_shown
      FROM analytics_daily ORDER BY page, source, campaign, device`,
  ),
  cta: await rawRows<Row>(
    db,
    sql`SELECT page, cta, source, device, taps, forms_shown FROM analytics_daily_cta
      ORDER BY page, cta, source, device`,
  ),
  visitors: await rawRows(db, sql`SELECT count(*)::int AS n FROM analytics_visitors`),
  events: await rawRows(db, sql`SELECT count(*)::int AS n FROM analytics_events`),
});

const clear = (db: Executor) =>
  db.execute(
    sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily, analytics_daily_cta`,
  );

describe.each(databaseBackends())('one statement a part on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ database, dispose } = await backend.open()));
  afterAll(() => dispose());

  it('writes a part of 500 events (raw rows, visitors, both roll-ups) in one statement', async () => {
    await clear(database.db);
    const part = events(500, 40);
    let statements = 0;
    await database.db.transaction(async (tx) => {
      const counted: Executor = {
        execute: (query) => {
          statements += 1;
          return tx.execute(query);
        },
      };
      await writePart(counted, part);
    });
    expect(statements).toBe(1);
    const { daily, cta, visitors, events: raw } = await counts(database.db);
    expect(raw).toEqual([{ n: 500 }]);
    expect(visitors).toEqual([{ n: visits(part) }]);
    expect(visits(part)).toBeGreaterThan(40);
    expect(daily.length).toBeGreaterThan(4);
    expect(cta.length).toBeGreaterThan(4);
  });

  it('counts as one event at a time does when a batch goes in many parts', async () => {
    await clear(database.db);
    const all = events(1_000, 70);
    for (const e of all) await recordEvent(database.db, e);
    const oneByOne = await counts(database.db);
    await clear(database.db);
    // Parts of 7 events: a visitor's views spread over many parts and over two batches.
    await writeBatch(
      database.db,
      { events: all.slice(0, 400), anonymous: new Map() },
      { partEvents: 7 },
    );
    await writeBatch(
      database.db,
      { events: all.slice(400), anonymous: new Map() },
      { partEvents: 7 },
    );
    expect(await counts(database.db)).toEqual(oneByOne);
    expect(oneByOne.visitors).toEqual([{ n: visits(all) }]);
    expect(visits(all)).toBeGreaterThan(70);
  });
});

// Several instances: separate pools on one PostgreSQL, writing the same rows at the same moment.
const postgres = postgresBackend();
describe.runIf(postgres)('several instances on PostgreSQL', () => {
  let url: string;
  let instances: Database[] = [];
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await postgres!.open();
    ({ dispose } = opened);
    url = opened.url!;
    instances = [opened.database];
    for (let i = 0; i < 2; i += 1) instances.push(await openDatabase({ kind: 'postgres', url }));
  });
  afterAll(async () => {
    for (const db of instances.slice(1)) await db.close();
    await dispose();
  });

  it('three instances writing the same visitors and rows at once: each visitor counted once', async () => {
    const [first] = instances as [Database];
    const all = events(3_000, 300);
    for (const e of all.slice(0, 600)) await recordEvent(first.db, e);
    const expected = await counts(first.db);
    await clear(first.db);
    // Each instance writes the same 600 events in its own order and parts, at the same time.
    const orders = [
      all.slice(0, 600),
      all.slice(0, 600).reverse(),
      all.slice(300, 600).concat(all.slice(0, 300)),
    ];
    await Promise.all(
      instances.map((db, i) => writeBatch(db.db, { events: orders[i]!, anonymous: new Map() })),
    );
    const { daily, cta, visitors, events: raw } = await counts(first.db);
    const times = (rows: Array<Record<string, unknown>>, keys: string[]) =>
      rows.map((row) => ({
        ...row,
        ...Object.fromEntries(keys.map((k) => [k, 3 * Number(row[k])])),
      }));
    expect(raw).toEqual([{ n: 1_800 }]);
    expect(visitors).toEqual(expected.visitors);
    // Views and taps three times over; visitors once (the first instance's insert wins).
    expect(daily).toEqual(
      times(expected.daily, ['views', 'cta_taps', 'forms_shown']).map((row, i) => ({
        ...row,
        visitors: expected.daily[i]!.visitors,
      })),
    );
    expect(cta).toEqual(times(expected.cta, ['taps', 'forms_shown']));
  });
});
