import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';
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

/**
 * Writes one batch in ONE transaction: the raw events in one insert, the visitors in one, and
 * each roll-up row once with the batch's sums (ON CONFLICT DO UPDATE adds them). The roll-ups
 * only ever add, so batches from several instances, in any order, sum to the exact counts. A
 * failure rolls the whole batch back: nothing is half counted, and the caller may try it again.
 */
export async function writeBatch(db: Db, { events, anonymous }: AnalyticsBatch): Promise<void> {
  if (events.length === 0 && anonymous.size === 0) return;
  await db.transaction(async (tx) => {
    if (events.length > 0) {
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
    const days = [...anonymous].sort().map(([day, views]) => ({ day, views }));
    if (days.length > 0)
      await tx.execute(sql`
        INSERT INTO analytics_daily_anonymous (day, views)
        SELECT day, views FROM json_to_recordset(${asJson(days)}) AS a(day date, views int)
        ORDER BY day
        ON CONFLICT (day) DO UPDATE SET views = analytics_daily_anonymous.views + excluded.views`);
  });
}
