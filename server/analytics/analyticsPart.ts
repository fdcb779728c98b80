import { sql } from 'drizzle-orm';
import type { Executor } from '../db/rawRows';
import { recordExperimentViews } from '../experiments/experimentCounts';
import { rollUpKey, rollUpSums } from './analyticsRollUps';
import type { AnalyticsEvent } from './analyticsStore';

// Each set of rows goes to the database as one JSON parameter read by json_to_recordset: one
// parameter whatever the part's size (a VALUES list would hit the protocol's 65,535 parameters
// at about 6,000 events).
const asJson = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

const rawRow = (e: AnalyticsEvent) => ({
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
});

/**
 * What one part sends, worked out in memory: the raw rows; each roll-up row once with the part's
 * sums (`row`: its place in `daily`); and each (day, visitor, page) of a page view once, with the
 * daily row of its first view in the part, where the visitor counts if the database has not seen
 * them today on that page (as one event at a time counted them). The statement sorts what it
 * writes, so two instances take the rows' locks in one order (no deadlock).
 */
export function partRows(events: readonly AnalyticsEvent[]) {
  const { daily, cta } = rollUpSums(events);
  const rowOf = new Map(
    daily.map((r, row) => [JSON.stringify([r.day, r.page, r.source, r.campaign, r.device]), row]),
  );
  const visits = new Map<string, { day: string; visitor: string; page: string; row: number }>();
  for (const e of events) {
    if (e.kind !== 'pageview') continue;
    const visit = JSON.stringify([e.day, e.visitor, e.page]);
    if (!visits.has(visit))
      visits.set(visit, {
        day: e.day,
        visitor: e.visitor,
        page: e.page,
        row: rowOf.get(rollUpKey(e))!,
      });
  }
  return {
    raw: events.map(rawRow),
    daily: daily.map((r, row) => ({ ...r, row })),
    cta,
    visits: [...visits.values()],
  };
}

const ctaUpsert = (cta: readonly object[]) =>
  cta.length === 0
    ? sql``
    : sql`, cta_rollup AS (
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
          leads = analytics_daily_cta.leads + excluded.leads
      )`;

/**
 * One part of a batch in ONE statement (docs/analytics.md, "One statement a part"): the raw rows'
 * insert, the visitors' insert (ON CONFLICT DO NOTHING: the rows it returns are the new visitors),
 * each analytics_daily row's upsert with the part's sums plus its new visitors, and each
 * analytics_daily_cta row's upsert. The roll-ups only ever add, so parts from several instances,
 * in any order, sum to the exact counts. The visitors are all inserted before the first roll-up
 * row is locked (the roll-ups' ORDER BY reads the whole join, and so the whole insert, before it
 * writes), and the roll-up rows in their key's order: every instance locks in the same order.
 * A page view's experiments add a second statement (only when an experiment runs on its page).
 */
export async function writePart(tx: Executor, events: readonly AnalyticsEvent[]): Promise<void> {
  const { raw, daily, cta, visits } = partRows(events);
  await tx.execute(sql`
    WITH raw AS (
      INSERT INTO analytics_events (at, day, kind, page, cta, referrer_host, utm_source,
        utm_medium, utm_campaign, device, visitor)
      SELECT coalesce(at, now()), day, kind, page, cta, referrer_host, utm_source, utm_medium,
        utm_campaign, device, visitor
      FROM json_to_recordset(${asJson(raw)}) AS e(at timestamptz, day date, kind text, page text,
        cta text, referrer_host text, utm_source text, utm_medium text, utm_campaign text,
        device text, visitor text)
    ), visits AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${asJson(visits)})
        AS v(day date, visitor text, page text, "row" int)
    ), seen AS (
      INSERT INTO analytics_visitors (day, visitor, page)
      SELECT day, visitor, page FROM visits ORDER BY day, visitor, page
      ON CONFLICT (day, visitor, page) DO NOTHING
      RETURNING day, visitor, page
    ), new_visitors AS (
      SELECT v."row", count(*)::int AS n FROM seen JOIN visits v USING (day, visitor, page)
      GROUP BY v."row"
    )${ctaUpsert(cta)}
    INSERT INTO analytics_daily (day, page, source, campaign, device, views, visitors, cta_taps,
      forms_shown, forms_submitted, leads)
    SELECT r.day, r.page, r.source, r.campaign, r.device, r.views, coalesce(n.n, 0), r.cta_taps,
      r.forms_shown, r.forms_submitted, r.leads
    FROM json_to_recordset(${asJson(daily)}) AS r(day date, page text, source text,
      campaign text, device text, views int, cta_taps int, forms_shown int, forms_submitted int,
      leads int, "row" int)
    LEFT JOIN new_visitors n ON n."row" = r."row"
    ORDER BY r.day, r.page, r.source, r.campaign, r.device
    ON CONFLICT (day, page, source, campaign, device) DO UPDATE SET
      views = analytics_daily.views + excluded.views,
      visitors = analytics_daily.visitors + excluded.visitors,
      cta_taps = analytics_daily.cta_taps + excluded.cta_taps,
      forms_shown = analytics_daily.forms_shown + excluded.forms_shown,
      forms_submitted = analytics_daily.forms_submitted + excluded.forms_submitted,
      leads = analytics_daily.leads + excluded.leads`);
  // Who saw which arm: in the same transaction, so a view counts in both or in neither.
  await recordExperimentViews(tx, events);
}
