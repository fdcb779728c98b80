import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { analyticsDay } from '../analytics/analyticsDay';
import { analyticsSettings } from '../analytics/analyticsConfig';
import { deleteExpiredEvents } from '../analytics/analyticsStore';
import { deleteSaltsBefore } from '../analytics/dailySalt';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { deleteExpiredExperimentVisitors } from '../experiments/experimentCounts';
import { rawRows } from '../db/rawRows';
import { scheduleRuns } from './periodicRun';

/** How often the cleanup runs; a raw event outlives its days by at most this much. */
export const ANALYTICS_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Any fixed number, the same in every instance: the cleanup's lock. */
const CLEANUP_LOCK_KEY = 4_504_501;

export interface CleanupResult {
  /** False: another instance was cleaning up at that moment; this one did nothing. */
  ran: boolean;
  events: number;
  salts: number;
}

/**
 * One cleanup: yesterday's and older salts (normally gone already: the day's first event deletes
 * them), visitor rows (analytics' and experiments') of days whose salt is gone, raw events older than `rawDays`. Under a
 * transaction-level advisory lock taken with try: with several instances on one database, one
 * of them cleans up and the others skip the turn.
 */
export async function cleanUpAnalytics(db: Db, rawDays: number, now = new Date()) {
  const today = analyticsDay(now);
  return db.transaction(async (tx): Promise<CleanupResult> => {
    const [lock] = await rawRows<{ got: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) AS got`,
    );
    if (!lock?.got) return { ran: false, events: 0, salts: 0 };
    const salts = await deleteSaltsBefore(tx, today);
    const events = await deleteExpiredEvents(tx, rawDays, today);
    // The experiments' visitor rows hold the same daily keys; their roll-up stays.
    await deleteExpiredExperimentVisitors(tx, today);
    return { ran: true, events, salts };
  });
}

/** The analytics cleanup (docs/analytics.md), when the server is ready and then every hour. */
export const analyticsRetentionJob =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { rawDays } = analyticsSettings(config.analytics);
    const run = async () => {
      try {
        const result = await cleanUpAnalytics(db, rawDays);
        if (result.events > 0 || result.salts > 0)
          app.log.info(result, 'analytics cleanup: old events and salts deleted');
      } catch (error) {
        // Retried on the next tick; never takes the server down.
        app.log.error({ err: error }, 'analytics cleanup failed');
      }
    };
    scheduleRuns(app, run, {
      intervalMs: ANALYTICS_CLEANUP_INTERVAL_MS,
      readyAfterFirstRun: true,
    });
  };
