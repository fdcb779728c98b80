import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';
import { callsOnConnection } from '../db/pgliteCalls';
import { recordExperimentViews } from '../experiments/experimentCounts';
import { rollUpKey, rollUpSums } from './analyticsRollUps';
import type { AnalyticsEvent } from './analyticsStore';

/** What one flush writes: the buffered events and the anonymous page views of each day. */
export interface AnalyticsBatch {
  events: AnalyticsEvent[];
  /** Page views from browsers that ask not to be tracked, by day (a number, nothing else). */
  anonymous: Map<string, number>;
}

// Each set of rows goes to the database as one JSON parameter read by json_to_recordset: one
// parameter whatever the batch's size (a VALUES list would hit the protocol's 65,535 parameters
// at about 6,000 events), and one statement per table.
const asJson = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

async function insertRawEvents(tx: Executor, events: readonly AnalyticsEvent[]) {
  const rows = events.map((e) => ({
    at: e.at?.toISOString() ?? null,
    day: e.day,
    kind: e.kind,
    page: e.page,
    cta: e.cta ?? null,
    referrer_host: e.referrerHost ?? null,
    utm_source: e.utmSource ?? null,
    utm_medium: e.utmMedium ?? null,
    utm_campaign: e.utmCampaign ?? null,
    device: e.device,
    visitor: e.visitor,
  }));
  await tx.execute(sql`
    INSERT INTO analytics_events
      (at, day, kind, page, cta, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
    SELECT coalesce(at, now()), day, kind, page, cta, referrer_host, utm_source, utm_medium,
      utm_campaign, device, visitor
    FROM json_to_recordset(${asJson(rows)}) AS e(at timestamptz, day date, kind text, page text,
      cta text, referrer_host text, utm_source text, utm_medium text, utm_campaign text,
      device text, visitor text)`);
}

/**
 * The batch's page views' (day, visitor, page) rows, inserted ON CONFLICT DO NOTHING: the rows it
 * returns are the visitors not seen before today on that page, each counted once on the roll-up
 * row of its first page view in the batch (as one event at a time counted it). Sorted, so two
 * instances flushing at once take the rows' locks in one order (no deadlock).
 */
async function newVisitors(tx: Executor, events: readonly AnalyticsEvent[]) {
  const firstView = new Map<string, string>();
  for (const e of events) {
    const visit = JSON.stringify([e.day, e.visitor, e.page]);
    if (e.kind === 'pageview' && !firstView.has(visit)) firstView.set(visit, rollUpKey(e));
  }
  if (firstView.size === 0) return [];
  const rows = [...firstView.keys()].sort().map((visit) => {
    const [day, visitor, page] = JSON.parse(visit) as [string, string, string];
    return { day, visitor, page };
  });
  const fresh = await rawRows<{ day: string; visitor: string; page: string }>(
    tx,
    sql`INSERT INTO analytics_visitors (day, visitor, page)
      SELECT day, visitor, page FROM json_to_recordset(${asJson(rows)})
        AS v(day date, visitor text, page text)
      ORDER BY day, visitor, page
      ON CONFLICT (day, visitor, page) DO NOTHING
      RETURNING to_char(day, 'YYYY-MM-DD') AS day, visitor, page`,
  );
  return fresh.map(({ day, visitor, page }) => firstView.get(JSON.stringify([day, visitor, page])));
}

/** One part's events: the raw rows, the new visitors, each roll-up row once, the arms seen. */
async function writeEvents(tx: Executor, events: readonly AnalyticsEvent[]) {
  await insertRawEvents(tx, events);
  const visitorRows = await newVisitors(tx, events);
  const { daily, cta } = rollUpSums(events, visitorRows);
  if (daily.length > 0)
    await tx.execute(sql`
        INSERT INTO analytics_daily (day, page, source, campaign, device, views, visitors,
          cta_taps, forms_shown, forms_submitted, leads)
        SELECT * FROM json_to_recordset(${asJson(daily)}) AS r(day date, page text,
          source text, campaign text, device text, views int, visitors int, cta_taps int,
          forms_shown int, forms_submitted int, leads int)
        ORDER BY day, page, source, campaign, device
        ON CONFLICT (day, page, source, campaign, device) DO UPDATE SET
          views = analytics_daily.views + excluded.views,
          visitors = analytics_daily.visitors + excluded.visitors,
          cta_taps = analytics_daily.cta_taps + excluded.cta_taps,
          forms_shown = analytics_daily.forms_shown + excluded.forms_shown,
          forms_submitted = analytics_daily.forms_submitted + excluded.forms_submitted,
          leads = analytics_daily.leads + excluded.leads`);
  if (cta.length > 0)
    await tx.execute(sql`
        INSERT INTO analytics_daily_cta (day, page, cta, source, campaign, device, taps,
          forms_shown, forms_submitted, leads)
        SELECT * FROM json_to_recordset(${asJson(cta)}) AS r(day date, page text, cta text,
          source text, campaign text, device text, taps int, forms_shown int,
          forms_submitted int, leads int)
        ORDER BY day, page, cta, source, campaign, device
        ON CONFLICT (day, page, cta, source, campaign, device) DO UPDATE SET
          taps = analytics_daily_cta.taps + excluded.taps,
          forms_shown = analytics_daily_cta.forms_shown + excluded.forms_shown,
          forms_submitted = analytics_daily_cta.forms_submitted + excluded.forms_submitted,
          leads = analytics_daily_cta.leads + excluded.leads`);
  // Who saw which arm: in the same transaction, so a view counts in both or in neither.
  await recordExperimentViews(tx, events);
}

/** The anonymous page views of each day, one row a day. */
async function writeAnonymous(tx: Executor, anonymous: ReadonlyMap<string, number>) {
  const days = [...anonymous].sort().map(([day, views]) => ({ day, views }));
  if (days.length > 0)
    await tx.execute(sql`
      INSERT INTO analytics_daily_anonymous (day, views)
      SELECT day, views FROM json_to_recordset(${asJson(days)}) AS a(day date, views int)
      ORDER BY day
      ON CONFLICT (day) DO UPDATE SET views = analytics_daily_anonymous.views + excluded.views`);
}

/**
 * Events written between two looks at the connection on PGlite: about 10-30 ms of it. Each part
 * costs its three statements again (a 2,000-event batch in parts of 250 took 2.1x its time in
 * one, of 500 1.5x, of 1,000 1.2x: docs/analytics.md, "A lead beside a beacon stream").
 */
export const PART_EVENTS = 500;

/** Parts of a batch were committed and a later one failed: `rest` is what was not written. */
export class BatchPartlyWritten extends Error {
  override readonly name = 'BatchPartlyWritten';
  constructor(
    readonly rest: AnalyticsBatch,
    cause: unknown,
  ) {
    super('analytics batch partly written', { cause });
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Whether another call waits for PGlite's one connection, asked between two parts. Two turns of
 * the event loop first, so the requests read meanwhile reach the database: the lead writer starts
 * its insert on the turn after its request was read (leadWriter.ts). Our own transaction is one.
 */
async function othersWait(db: Db): Promise<boolean> {
  await turn();
  await turn();
  return (callsOnConnection(db) ?? 0) > 1;
}

/**
 * Writes one batch: the raw events in one insert, the visitors in one, and each roll-up row once
 * with the batch's sums (ON CONFLICT DO UPDATE adds them). The roll-ups only ever add, so batches
 * from several instances, in any order, sum to the exact counts.
 *
 * On PostgreSQL, in ONE transaction: the batch holds one connection of the pool, and a failure
 * rolls the whole batch back. On PGlite (one connection, run on the event loop's thread) a
 * transaction holds the whole server, so the events go in parts of `partEvents`, and between two
 * parts the event loop turns: when a request then waits for the connection (a lead's insert, a
 * page's read), the transaction commits and the rest follows in a new one after it. A lead waits
 * for one part, not for a second's batch; with nobody waiting the batch stays one transaction.
 * A part counts its own visitors and roll-ups, so parts in several transactions sum exactly as
 * one. A failure after a commit throws BatchPartlyWritten with what is left, for the retry.
 */
export async function writeBatch(
  db: Db,
  { events, anonymous }: AnalyticsBatch,
  partEvents = PART_EVENTS,
): Promise<void> {
  if (events.length === 0 && anonymous.size === 0) return;
  const part = callsOnConnection(db) === null ? Math.max(1, events.length) : partEvents;
  let written = 0;
  let committed = false;
  while (!committed || written < events.length) {
    let upTo = written;
    try {
      await db.transaction(async (tx) => {
        upTo = written;
        if (!committed) await writeAnonymous(tx, anonymous);
        while (upTo < events.length) {
          const end = Math.min(events.length, upTo + part);
          await writeEvents(tx, events.slice(upTo, end));
          upTo = end;
          if (upTo < events.length && (await othersWait(db))) break;
        }
      });
    } catch (error) {
      if (!committed) throw error;
      throw new BatchPartlyWritten({ events: events.slice(written), anonymous: new Map() }, error);
    }
    committed = true;
    written = upTo;
  }
}
