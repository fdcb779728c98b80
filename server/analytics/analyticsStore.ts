import { sql } from 'drizzle-orm';
import type { DeviceClass } from '@/sdk/schemas/analytics';
import type { BeaconKind } from '@/sdk/schemas/analyticsConstants';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';
import type { ExperimentView } from '../experiments/experimentCounts';

/** What is recorded: a beacon's kinds, and 'lead', which only the server records. */
export type AnalyticsKind = BeaconKind | 'lead';

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  day: string;
  page: string;
  cta?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  device: DeviceClass;
  /** The daily visitor key (visitorKey.ts). */
  visitor: string;
  /** When it was counted, for an event written later from the buffer (default: the write's now). */
  at?: Date;
  /** A page view's arm in each experiment running on its page (experiments/experimentCounts.ts). */
  experiments?: readonly ExperimentView[];
}

/** Which roll-up column each kind adds to (analytics_daily, then analytics_daily_cta). */
const COLUMNS: Record<AnalyticsKind, { daily: string; cta: string | null }> = {
  pageview: { daily: 'views', cta: null },
  cta: { daily: 'cta_taps', cta: 'taps' },
  form_shown: { daily: 'forms_shown', cta: 'forms_shown' },
  form_submitted: { daily: 'forms_submitted', cta: 'forms_submitted' },
  lead: { daily: 'leads', cta: 'leads' },
};

/**
 * Records one event in one statement, so it is counted exactly once whichever instance takes it:
 * the raw row, the visitor's (day, key, page) row for a page view (ON CONFLICT DO NOTHING: only
 * the first view of the day counts a visitor), and the roll-ups' increments (ON CONFLICT DO
 * UPDATE, atomic in the database). The source is the UTM source, else the referring host. The
 * server writes through analyticsBatch's writeBatch (a lead's count too: groupedWrites.ts); the
 * tests hold that to what this leaves, and seed with it.
 */
export async function recordEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  const { kind, day, page, device, visitor } = event;
  const source = event.utmSource ?? event.referrerHost ?? '';
  const campaign = event.utmCampaign ?? '';
  const column = COLUMNS[kind];
  const daily = sql.raw(column.daily);
  const newVisitor = kind === 'pageview' ? sql`(SELECT count(*)::int FROM seen)` : sql`0`;
  const ctaRollUp =
    column.cta && event.cta
      ? sql`, cta_rollup AS (
          INSERT INTO analytics_daily_cta (day, page, cta, source, campaign, device, ${sql.raw(column.cta)})
          VALUES (${day}::date, ${page}, ${event.cta}, ${source}, ${campaign}, ${device}, 1)
          ON CONFLICT (day, page, cta, source, campaign, device) DO UPDATE
            SET ${sql.raw(column.cta)} = analytics_daily_cta.${sql.raw(column.cta)} + 1
        )`
      : sql``;
  await db.execute(sql`
    WITH raw AS (
      INSERT INTO analytics_events
        (day, kind, page, cta, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
      VALUES (${day}::date, ${kind}, ${page}, ${event.cta ?? null}, ${event.referrerHost ?? null},
        ${event.utmSource ?? null}, ${event.utmMedium ?? null}, ${event.utmCampaign ?? null},
        ${device}, ${visitor})
    ), seen AS (
      INSERT INTO analytics_visitors (day, visitor, page)
      SELECT ${day}::date, ${visitor}, ${page} WHERE ${kind === 'pageview'}
      ON CONFLICT (day, visitor, page) DO NOTHING
      RETURNING 1
    )${ctaRollUp}
    INSERT INTO analytics_daily (day, page, source, campaign, device, ${daily}, visitors)
    VALUES (${day}::date, ${page}, ${source}, ${campaign}, ${device}, 1, ${newVisitor})
    ON CONFLICT (day, page, source, campaign, device) DO UPDATE
      SET ${daily} = analytics_daily.${daily} + 1,
        visitors = analytics_daily.visitors + excluded.visitors`);
}

/** A page view from a browser that asked not to be tracked: the day's number, nothing else. */
export async function recordAnonymousView(db: Db, day: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO analytics_daily_anonymous (day, views) VALUES (${day}::date, 1)
    ON CONFLICT (day) DO UPDATE SET views = analytics_daily_anonymous.views + 1`);
}

/**
 * Deletes raw events older than `days` days and the visitor rows of days before yesterday (their
 * keys cannot be computed again: the salt is gone). Safe for several instances to run at once.
 */
export async function deleteExpiredEvents(
  db: Executor,
  days: number,
  today: string,
): Promise<number> {
  await db.execute(sql`DELETE FROM analytics_visitors WHERE day < ${today}::date - 1`);
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`WITH gone AS (
      DELETE FROM analytics_events WHERE day < ${today}::date - ${days}::int RETURNING 1
    ) SELECT count(*)::int AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}
