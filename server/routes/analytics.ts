import type { FastifyPluginAsync } from 'fastify';
import { ConversionQuery } from '@/sdk/schemas/conversion';
import { Permissions } from '@/sdk/schemas/users';
import {
  ANALYTICS_BEACON_MAX_BYTES,
  ANALYTICS_BEACON_PATH,
  AnalyticsBeacon,
  AnalyticsMessages,
} from '@/sdk/schemas/analytics';
import { analyticsSettings } from '../analytics/analyticsConfig';
import { conversionReport } from '../analytics/conversionReport';
import { knownPages } from '../analytics/knownPages';
import { PER_INSTANCE_LIMIT } from '../http/sharedRateLimitStore';
import { livePaths } from '../content/servedPaths';
import { requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { noStore } from '../http/delivery';
import { Messages, ok } from '../http/envelope';
import { badRequest, tooManyRequests } from '../http/errors';
import { parseInput } from '../http/input';
import { readJson } from '../http/form';

/**
 * The counting beacon (issue 45, docs/analytics.md): what navigator.sendBeacon sends after a page
 * is shown, as JSON in a text/plain body (sendBeacon's type for a string: no CORS preflight) or in
 * application/json. At most 2 KB (413), rate-limited per address (429), a page the site does not
 * serve refused (400); answered 204 with no body, whether the beacon was counted or not (a bot,
 * a prefetch, a browser that asks not to be tracked, a full buffer): the browser has nothing to
 * read. The answer does not wait for the database: the event is buffered (analyticsService.ts).
 */
export const analyticsRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { config, db } = context;
    const settings = analyticsSettings(config.analytics);
    const service = context.analytics;
    // The live pages built from blocks, read once per content version (the content cache).
    const livePages = () =>
      context.contentCache.remember('analytics:livePages', () => livePaths(db));
    const isKnownPage = knownPages(config, livePages);

    // Encapsulated: only this plugin's route reads text/plain.
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: ANALYTICS_BEACON_MAX_BYTES },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        try {
          done(null, text.trim() === '' ? undefined : (JSON.parse(text) as unknown));
        } catch {
          done(badRequest('The beacon is not JSON.'), undefined);
        }
      },
    );

    app.post(
      ANALYTICS_BEACON_PATH,
      {
        bodyLimit: ANALYTICS_BEACON_MAX_BYTES,
        // A 204 has no body to compress, and sendBeacon never compresses one: neither
        // @fastify/compress hook runs here (a compressed body is then not JSON: 400).
        compress: false,
        decompress: false,
        // No info line per beacon, as for the health probes: one comes with every page a visitor
        // sees (a line each was a tenth of a beacon's CPU at the bench's rate), and the dashboard
        // counts them. A beacon the server fails on is still logged (error).
        logLevel: 'warn',
        config: {
          // Not counted among the requests that the beacons' own batches give way to.
          background: true,
          rateLimit: {
            // Counted by each instance in memory: no database write per beacon (docs/analytics.md).
            groupId: PER_INSTANCE_LIMIT,
            max: settings.rateLimit,
            timeWindow: '1 minute',
            errorResponseBuilder: () => tooManyRequests(AnalyticsMessages.rateLimited),
            // No X-RateLimit-* on each 204: sendBeacon's caller cannot read an answer, and three
            // headers computed and written per beacon are CPU a visitor never sees. A 429 still
            // carries them and Retry-After (the plugin's addHeaders).
            addHeadersOnExceeding: {
              'x-ratelimit-limit': false,
              'x-ratelimit-remaining': false,
              'x-ratelimit-reset': false,
            },
          },
          // The audit log's actor scope is for routes that write content (audit/actor.ts).
          actorScope: false,
        },
      },
      async (request, reply) => {
        const beacon = parseInput(AnalyticsBeacon, request.body);
        if (!(await isKnownPage(beacon.page))) throw badRequest(AnalyticsMessages.unknownPage);
        const counted = await service.beacon(request, beacon);
        if (counted !== 'counted') request.log.debug({ counted }, 'analytics beacon not counted');
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );

    // Visits and conversion (issue 45 item 2): whoever reads the leads dashboard (admin, sales,
    // a read-leads token) reads this too. Sums of the roll-ups only: no visitor, no lead in it.
    const leadReads = { preHandler: requireRole(db, Permissions.leads, { readOnly: true }) };
    app.post('/api/analytics/conversion', leadReads, async (request, reply) => {
      const query = parseInput(ConversionQuery, readJson(request));
      // This instance's waiting beacons are written first, so the report includes what it
      // answered 204 a moment ago (a second's wait at most on another instance's).
      await service.flush();
      const report = await conversionReport(db, query);
      noStore(reply);
      return ok(Messages.fetched, report);
    });
  };
