import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { deleteExpiredLeads } from '../data/leadRetention';
import { releaseExpiredKeys } from '../data/leadStore';
import { purgeExpiredTrash } from '../data/leadTrash';
import { scheduleRuns } from './periodicRun';

/** How often the retention job runs; a lead outlives its retention by at most this much. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes leads older than LEAD_RETENTION_MONTHS (when set), purges leads in the trash for more
 * than LEAD_TRASH_DAYS (issue 43) and forgets Idempotency-Keys older than IDEMPOTENCY_KEY_HOURS:
 * once when the server is ready, then every six hours. Deleting (not anonymising) leaves nothing
 * personal behind and no half-empty leads in the inbox. Several servers on one database may all
 * run it: a delete by age is safe to repeat.
 */
export const leadRetentionJob =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const months = config.leadRetentionMonths;
    const run = async () => {
      try {
        // The writer refuses an expired key by itself (leadStore.ts); this forgets it for good.
        const released = await releaseExpiredKeys(db);
        if (released > 0)
          app.log.info({ released }, 'lead retention: old idempotency keys forgotten');
        // Whether or not leads have a retention, the trash keeps them LEAD_TRASH_DAYS at most.
        const purged = await purgeExpiredTrash(db);
        if (purged > 0) app.log.info({ purged }, 'lead retention: trashed leads purged');
        if (months === null) return;
        const deleted = await deleteExpiredLeads(db, months);
        if (deleted > 0) app.log.info({ deleted, months }, 'lead retention: old leads deleted');
      } catch (error) {
        // A failed run is retried on the next tick; it must never take the server down.
        app.log.error({ err: error }, 'lead retention run failed');
      }
    };
    scheduleRuns(app, run, { intervalMs: RETENTION_INTERVAL_MS, readyAfterFirstRun: true });
  };
