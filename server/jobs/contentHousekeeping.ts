import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { keepContentHouse } from '../content/history/housekeeping';
import { pictures } from '../content/pictures';
import { scheduleRuns } from './periodicRun';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly (and once at start): purges old trash, prunes old versions and deletes the pictures
 * nothing names any more (server/content/history/housekeeping.ts). Safe for several instances
 * at once: each step deletes by age or by a check that repeats harmlessly.
 */
export const contentHousekeepingJob =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const collector = pictures(db, media);
    const run = async () => {
      try {
        const done = await keepContentHouse(db, collector);
        if (done.purged + done.pruned + done.deleted.length > 0) {
          app.log.info(
            { purged: done.purged, pruned: done.pruned, pictures: done.deleted.length },
            'content housekeeping',
          );
        }
      } catch (error) {
        app.log.error({ err: error }, 'content housekeeping failed');
      }
    };
    scheduleRuns(app, run, { intervalMs: HOUSEKEEPING_INTERVAL_MS, readyAfterFirstRun: false });
  };
