import { sql } from 'drizzle-orm';
import type { LeadBreakdown, LeadDashboard } from '@/sdk/schemas/leadDashboard';
import { BREAKDOWN_TOP, DASHBOARD_TIME_ZONE } from '@/sdk/schemas/leadDashboard';
import { LeadStatus } from '@/sdk/schemas/lead';
import type { Db } from '../db/database';

const DAY_MS = 86_400_000;
const TZ = DASHBOARD_TIME_ZONE;

/** The calendar day (YYYY-MM-DD) an instant falls on in the console's time zone. */
export const consoleDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(instant);

/** The day `n` days after (or before, negative) a YYYY-MM-DD day. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Midnight of a console day, as the database's instant (the zone's rules applied by SQL). */
const startOf = (day: string) => sql`((${day})::date::timestamp AT TIME ZONE ${TZ})`;

interface Totals {
  today: number;
  last7: number;
  in_range: number;
  all_time: number;
}
interface Group {
  dim: 'day' | 'source' | 'campaign' | 'cta' | 'status';
  value: string | null;
  n: number;
}

/** The rows of a raw query, typed by the SELECT that made them (both drivers answer `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One pass over the range: leads per day and per source, campaign, call to action and status. */
const groupsInRange = (db: Db, from: string) =>
  db.execute(sql`
    WITH r AS (
      SELECT (created_at AT TIME ZONE ${TZ})::date AS day, utm_source, utm_campaign, cta, status
      FROM leads WHERE created_at >= ${startOf(from)}
    ), g AS (
      SELECT CASE WHEN GROUPING(day) = 0 THEN 'day'
                  WHEN GROUPING(utm_source) = 0 THEN 'source'
                  WHEN GROUPING(utm_campaign) = 0 THEN 'campaign'
                  WHEN GROUPING(cta) = 0 THEN 'cta'
                  ELSE 'status' END AS dim,
             COALESCE(day::text, utm_source, utm_campaign, cta, status) AS value,
             count(*)::int AS n
      FROM r GROUP BY GROUPING SETS ((day), (utm_source), (utm_campaign), (cta), (status))
    )
    SELECT dim, value, n FROM (
      SELECT g.*, row_number() OVER (PARTITION BY dim ORDER BY n DESC, value NULLS LAST) AS rank
      FROM g
    ) ranked
    WHERE dim IN ('day', 'status') OR rank <= ${BREAKDOWN_TOP}`);

const totals = (db: Db, today: string, from: string) =>
  db.execute(sql`
    SELECT count(*) FILTER (WHERE created_at >= ${startOf(today)})::int AS today,
           count(*) FILTER (WHERE created_at >= ${startOf(addDays(today, -6))})::int AS last7,
           count(*) FILTER (WHERE created_at >= ${startOf(from)})::int AS in_range,
           count(*)::int AS all_time
    FROM leads`);

const breakdown = (groups: Group[], dim: Group['dim'], inRange: number): LeadBreakdown => {
  const top = groups
    .filter((g) => g.dim === dim)
    .sort((a, b) => b.n - a.n)
    .map((g) => ({ value: g.value, count: g.n }));
  return { top, otherCount: inRange - top.reduce((sum, share) => sum + share.count, 0) };
};

/**
 * The dashboard for the last `days` days (today included, India time), counted by the database:
 * the leads' rows never leave it, so the answer costs the same at 100 or 100,000 leads per day.
 */
export async function leadDashboard(
  db: Db,
  days: number,
  now = new Date(),
): Promise<LeadDashboard> {
  const to = consoleDay(now);
  const from = addDays(to, -(days - 1));
  // One after the other: PGlite runs one query at a time anyway.
  const [counted] = rowsOf<Totals>(await totals(db, to, from));
  const groups = rowsOf<Group>(await groupsInRange(db, from));
  const inRange = counted?.in_range ?? 0;
  const perDayCounts = new Map(groups.filter((g) => g.dim === 'day').map((g) => [g.value, g.n]));
  const statusCounts = new Map<LeadStatus, number>();
  for (const g of groups.filter((x) => x.dim === 'status')) {
    // Unknown stored states read as 'new', as the inbox shows them.
    const status = LeadStatus.catch('new').parse(g.value);
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + g.n);
  }
  return {
    days,
    from,
    to,
    totals: {
      today: counted?.today ?? 0,
      last7Days: counted?.last7 ?? 0,
      inRange,
      allTime: counted?.all_time ?? 0,
    },
    perDay: Array.from({ length: days }, (_, i) => {
      const day = addDays(from, i);
      return { day, count: perDayCounts.get(day) ?? 0 };
    }),
    bySource: breakdown(groups, 'source', inRange),
    byCampaign: breakdown(groups, 'campaign', inRange),
    byCta: breakdown(groups, 'cta', inRange),
    byStatus: LeadStatus.options.map((value) => ({ value, count: statusCounts.get(value) ?? 0 })),
  };
}
