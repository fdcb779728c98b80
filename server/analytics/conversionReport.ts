import { sql } from 'drizzle-orm';
import type {
  ConversionCtaRow,
  ConversionQuery,
  ConversionReport,
  ConversionRow,
  ConversionStep,
  ConversionTotals,
} from '@/sdk/schemas/conversion';
import { CONVERSION_TOP, conversionRangeDays } from '@/sdk/schemas/conversion';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';

// Read from the daily roll-ups only (docs/analytics.md, "The conversion report"): four grouped
// statements, each a range scan on the roll-ups' primary keys, which begin with the day. The raw
// events are never read: they are kept for days, the roll-ups for good.

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Leads per visitor-day; 0 when nobody came (no division by zero). */
const rateOf = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : 0);

interface Sums {
  visitors: number;
  views: number;
  cta_taps: number;
  forms_shown: number;
  leads: number;
}
const SUMS =
  sql.raw(`coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(views), 0)::int AS views,
  coalesce(sum(cta_taps), 0)::int AS cta_taps, coalesce(sum(forms_shown), 0)::int AS forms_shown,
  coalesce(sum(leads), 0)::int AS leads`);

const totalsOf = (row: Sums | undefined): ConversionTotals => ({
  visitors: Number(row?.visitors ?? 0),
  views: Number(row?.views ?? 0),
  ctaTaps: Number(row?.cta_taps ?? 0),
  formsShown: Number(row?.forms_shown ?? 0),
  leads: Number(row?.leads ?? 0),
  conversionRate: rateOf(Number(row?.leads ?? 0), Number(row?.visitors ?? 0)),
});

type Dimension = 'page' | 'source' | 'campaign' | 'device';
type Grouped = Sums & { grouped: Dimension; key: string };

/** The range and the period before it in one pass, told apart by `current`. */
const periods = (db: Db, previousFrom: string, from: string, to: string) =>
  rawRows<Sums & { current: boolean }>(
    db,
    sql`SELECT (day >= ${from}::date) AS current, ${SUMS} FROM analytics_daily
        WHERE day BETWEEN ${previousFrom}::date AND ${to}::date GROUP BY 1`,
  );

/** Every dimension's rows as GROUPING SETS; the top-N cut is made in JavaScript (few rows). */
const groups = (db: Db, from: string, to: string) =>
  rawRows<Grouped>(
    db,
    sql`SELECT CASE WHEN GROUPING(page) = 0 THEN 'page' WHEN GROUPING(source) = 0 THEN 'source'
                    WHEN GROUPING(campaign) = 0 THEN 'campaign' ELSE 'device' END AS grouped,
               coalesce(page, source, campaign, device) AS key, ${SUMS}
        FROM analytics_daily WHERE day BETWEEN ${from}::date AND ${to}::date
        GROUP BY GROUPING SETS ((page), (source), (campaign), (device))`,
  );

const ctas = (db: Db, from: string, to: string) =>
  rawRows<{ key: string; taps: number; forms_shown: number; leads: number }>(
    db,
    sql`SELECT cta AS key, sum(taps)::int AS taps, sum(forms_shown)::int AS forms_shown,
               sum(leads)::int AS leads
        FROM analytics_daily_cta WHERE day BETWEEN ${from}::date AND ${to}::date
        GROUP BY cta ORDER BY 2 DESC, 4 DESC, cta LIMIT ${CONVERSION_TOP}`,
  );

const anonymous = (db: Db, from: string, to: string) =>
  rawRows<{ views: number }>(
    db,
    sql`SELECT coalesce(sum(views), 0)::int AS views FROM analytics_daily_anonymous
        WHERE day BETWEEN ${from}::date AND ${to}::date`,
  );

/** Biggest by visitors, then leads, then the key (a stable order for equal rows). */
const rowsOf = (all: Grouped[], dimension: Dimension): ConversionRow[] =>
  all
    .filter((row) => row.grouped === dimension)
    .map((row) => ({
      key: row.key,
      visitors: Number(row.visitors),
      leads: Number(row.leads),
      conversionRate: rateOf(Number(row.leads), Number(row.visitors)),
    }))
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key))
    .slice(0, CONVERSION_TOP);

/** visitors -> taps -> forms shown -> leads, each step's rate on the one before. */
export const funnelOf = (totals: ConversionTotals): ConversionStep[] => {
  const counts = [
    ['visitors', totals.visitors],
    ['ctaTaps', totals.ctaTaps],
    ['formsShown', totals.formsShown],
    ['leads', totals.leads],
  ] as const;
  return counts.map(([step, count], i) => {
    const before = i === 0 ? 0 : (counts[i - 1]?.[1] ?? 0);
    return { step, count, rate: before > 0 ? count / before : null };
  });
};

/** The conversion report for a range of India days and the same number of days before it. */
export async function conversionReport(
  db: Db,
  { from, to }: ConversionQuery,
): Promise<ConversionReport> {
  const days = conversionRangeDays(from, to);
  const previousFrom = addDays(from, -days);
  const previousTo = addDays(from, -1);
  const [byPeriod, grouped, byCta, [anon]] = await Promise.all([
    periods(db, previousFrom, from, to),
    groups(db, from, to),
    ctas(db, from, to),
    anonymous(db, from, to),
  ]);
  const totals = totalsOf(byPeriod.find((row) => row.current));
  const ctaRows: ConversionCtaRow[] = byCta.map((row) => ({
    key: row.key,
    taps: Number(row.taps),
    formsShown: Number(row.forms_shown),
    leads: Number(row.leads),
  }));
  return {
    from,
    to,
    days,
    totals,
    previous: {
      ...totalsOf(byPeriod.find((row) => !row.current)),
      from: previousFrom,
      to: previousTo,
    },
    funnel: funnelOf(totals),
    byPage: rowsOf(grouped, 'page'),
    bySource: rowsOf(grouped, 'source'),
    byCampaign: rowsOf(grouped, 'campaign'),
    byDevice: rowsOf(grouped, 'device'),
    byCta: ctaRows,
    anonymousViews: Number(anon?.views ?? 0),
  };
}
