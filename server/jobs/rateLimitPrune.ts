import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { pruneRateLimitCounters } from '../http/sharedRateLimitStore';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * With shared rate limits, counters of callers who never came back stay in the table; an hourly
 * delete keeps it small. Safe for several instances to run at once.
 */
export const rateLimitPruneJob =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    if (!config.sharedRateLimits) return;
    const timer = setInterval(() => {
      pruneRateLimitCounters(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate-limit counter pruning failed'),
      );
    }, PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
