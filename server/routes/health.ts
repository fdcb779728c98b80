import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { noStore } from '../http/delivery';
import { appliedMigrations, shippedMigrations } from '../db/migrationStatus';
import { firstAdminCheck, MEDIA_PROBE_REUSE, passes, reusedCheck } from './readiness';

// Probes run every few seconds: keep them out of the info-level log.
const quiet = { logLevel: 'warn' } as const;

/**
 * /healthz: the process answers (a load balancer restarts it if not). /readyz: it can do its job
 * (not shutting down, database reachable, every shipped migration applied, media directory or
 * bucket writable, first admin created), so a load balancer sends it traffic. Plain JSON, never
 * the site's HTML, no rate limit.
 */
export const healthRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const shipped = shippedMigrations();
    // A bucket probe is a put and a delete: reused for a few seconds, not made on every call.
    const mediaCheck = reusedCheck(() => media.objects.probe(), MEDIA_PROBE_REUSE);
    const adminCheck = firstAdminCheck(db);
    // From the first moment of a shutdown, load balancers are told to send traffic elsewhere.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.get('/healthz', quiet, async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' };
    });
    app.get('/readyz', quiet, async (_request, reply) => {
      const checks = {
        accepting: closing ? ('failing' as const) : ('ok' as const),
        database: await passes(() => db.execute(sql`select 1`)),
        migrations: await passes(async () => {
          if ((await appliedMigrations(db)) < shipped) throw new Error('behind');
        }),
        // The media directory is writable, or the bucket takes a small object (put, then delete).
        media: await mediaCheck(),
        firstAdmin: await adminCheck(),
      };
      const ready = Object.values(checks).every((check) => check === 'ok');
      noStore(reply).code(ready ? 200 : 503);
      return { status: ready ? 'ready' : 'unavailable', checks };
    });
  };
