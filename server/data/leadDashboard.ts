import { sql } from 'drizzle-orm';
import type { LeadBreakdown, LeadDashboard, LeadDay } from '@/sdk/schemas/leadDashboard';
import { BREAKDOWN_TOP, DASHBOARD_TIME_ZONE } from '@/sdk/schemas/leadDashboard';
import { LeadStatus } from '@/sdk/schemas/lead';
import { storedStatus } from './leads';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';

const DAY_MS = 86_400_000;
/** Spam (a filled honeypot) is no lead to count: the dashboard leaves it out everywhere. */
const SPAM: LeadStatus = 'spam';
/** The statuses the dashboard counts. */
const COUNTED = LeadStatus.options.filter((status) => status !== SPAM);
const TZ = DASHBOARD_TIME_ZONE;

/** The calendar day (YYYY-MM-DD) an instant falls on in the console's time zone. */
export const consoleDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(instant);

/** The day `n` days after (or before, negative) a YYYY-MM-DD day. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Midnight of a console day, as the database's instant (the zone's rules applied by SQL). */
const startOf = (day: string) => sql`((${day})::date::timestamp AT TIME ZONE ${TZ})`;

interface Group {
  day: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  cta: string | null;
  status: string | null;
  grouped: 'day' | 'source' | 'campaign' | 'cta' | 'status';
  n: number;
}

/**
 * One pass over the range (an index range scan on created_at): leads per day and per source,
 * campaign, call to action and status, as GROUPING SETS. Ranking and the top-N cut happen in
 * JavaScript: a window function over the sets cost more than the grouping itself on PGlite.
 */
// Our own constant as a literal, not a parameter: GROUPING() must see the very expression that
// GROUP BY has, and each bound parameter would be a different one.
const CONSOLE_DAY = sql.raw(`(created_at AT TIME ZONE '${TZ}')::date`);

const groupsInRange = (db: Db, from: string) =>
  rawRows<Group>(
    db,
    sql`
    SELECT ${CONSOLE_DAY}::text AS day, utm_source, utm_campaign, cta, status,
           CASE WHEN GROUPING(${CONSOLE_DAY}) = 0 THEN 'day'
                WHEN GROUPING(utm_source) = 0 THEN 'source'
                WHEN GROUPING(utm_campaign) = 0 THEN 'campaign'
                WHEN GROUPING(cta) = 0 THEN 'cta'
                ELSE 'status' END AS grouped,
           count(*)::int AS n
    FROM leads WHERE created_at >= ${startOf(from)} AND status <> ${SPAM}
    GROUP BY GROUPING SETS ((${CONSOLE_DAY}), (utm_source), (utm_campaign),
                            (cta), (status))`,
  );

const allTime = (db: Db) =>
  rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leads WHERE status <> ${SPAM}`);

const VALUE_OF = {
  source: (g: Group) => g.utm_source,
  campaign: (g: Group) => g.utm_campaign,
  cta: (g: Group) => g.cta,
} as const;

/** The biggest values first (named before unknown on a tie), cut to the top; the rest summed. */
const breakdown = (groups: Group[], dim: keyof typeof VALUE_OF, inRange: number): LeadBreakdown => {
  const shares = groups
    .filter((g) => g.grouped === dim)
    .map((g) => ({ value: VALUE_OF[dim](g), count: g.n }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.value === null ? 1 : b.value === null ? -1 : a.value.localeCompare(b.value)),
    );
  const top = shares.slice(0, BREAKDOWN_TOP);
  return { top, otherCount: inRange - top.reduce((sum, share) => sum + share.count, 0) };
};

const sum = (days: readonly LeadDay[]) => days.reduce((total, d) => total + d.count, 0);

/**
 * The dashboard for the last `days` days (today included, India time), counted by the database
 * in two queries (the range's grouping sets, the all-time count): no lead row leaves it.
 */
export async function leadDashboard(
  db: Db,
  days: number,
  now = new Date(),
): Promise<LeadDashboard> {
  const to = consoleDay(now);
  const from = addDays(to, -(days - 1));
  // One after the other: PGlite runs one query at a time anyway.
  const groups = await groupsInRange(db, from);
  const [total] = await allTime(db);
  const perDayCounts = new Map(groups.filter((g) => g.grouped === 'day').map((g) => [g.day, g.n]));
  const perDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, count: perDayCounts.get(day) ?? 0 };
  });
  const inRange = sum(perDay);
  const statusCounts = new Map<LeadStatus, number>();
  for (const g of groups.filter((x) => x.grouped === 'status')) {
    // Unknown stored states read as 'new', as the inbox shows them.
    const status = storedStatus(g.status ?? '');
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + g.n);
  }
  return {
    days,
    from,
    to,
    // Today and the last 7 days are the end of the range's own per-day counts.
    totals: {
      today: sum(perDay.slice(-1)),
      last7Days: sum(perDay.slice(-7)),
      inRange,
      allTime: total?.n ?? 0,
    },
    perDay,
    bySource: breakdown(groups, 'source', inRange),
    byCampaign: breakdown(groups, 'campaign', inRange),
    byCta: breakdown(groups, 'cta', inRange),
    byStatus: COUNTED.map((value) => ({ value, count: statusCounts.get(value) ?? 0 })),
  };
}
