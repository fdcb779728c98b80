import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedAnswers } from './cache/cachedAnswers';
import type { ServerConfig } from './config';
import { createServerContext } from './context';
import type { ServerContext } from './context';
import { contentRoutes } from './content/routes';
import type { Database } from './db/database';
import { httpServerOptions, limitServer, resolveHttpLimits } from './http/limits';
import { requestIdFor } from './http/requestId';
import { withLogRedaction } from './http/logRedaction';
import { RequestLog } from './http/requestLog';
import { analyticsRetentionJob } from './jobs/analyticsRetention';
import { leadRetentionJob } from './jobs/leadRetention';
import { contentHousekeepingJob } from './jobs/contentHousekeeping';
import { rateLimitPruneJob } from './jobs/rateLimitPrune';
import { scheduledReleasesJob } from './jobs/scheduledReleases';
import { webhookDeliveriesJob } from './jobs/webhookDeliveries';
import { walCheckpointJob } from './jobs/walCheckpoint';
import { experimentRoutes } from './experiments/experimentRoutes';
import { createMediaStore } from './media/mediaStore';
import { firstContent } from './plugins/firstContent';
import { httpLayer } from './plugins/httpLayer';
import {
  backupSocket,
  contentChannel,
  database,
  dataDirLock,
  objectStore,
} from './plugins/resources';
import type { Resources } from './plugins/resources';
import { accountRoutes } from './routes/account';
import { analyticsRoutes } from './routes/analytics';
import { apiTokenRoutes } from './routes/apiTokens';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import { leadInboxRoutes } from './routes/leadsInbox';
import { contactRoutes } from './routes/contacts';
import { openApiRoutes } from './routes/openapi';
import { passwordResetRoutes } from './routes/passwordReset';
import { collectRoutes } from './openapi/routeList';
import { registerSite } from './routes/site';
import { userRoutes } from './routes/users';
import { webhookRoutes } from './routes/webhooks';

export interface BuildOptions {
  config: ServerConfig;
  /** An already open database (tests, provider verification); the app then does not close it. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: ServerContext;
  /** Early answers from the content cache (cache/cachedAnswers.ts); tests read what it served. */
  cachedAnswers: CachedAnswers;
}

/** The API's resources, one plugin each (routes/). */
const apiRoutes = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  passwordResetRoutes,
  auditRoutes,
  leadRoutes,
  leadInboxRoutes,
  contactRoutes,
  contentRoutes,
  webhookRoutes,
  apiTokenRoutes,
  analyticsRoutes,
  experimentRoutes,
];
/** Work the server does on a schedule. */
const jobs = [
  leadRetentionJob,
  rateLimitPruneJob,
  scheduledReleasesJob,
  contentHousekeepingJob,
  webhookDeliveriesJob,
  analyticsRetentionJob,
  walCheckpointJob,
];

function createServer(config: ServerConfig, logger: BuildOptions['logger'], log: RequestLog) {
  const limits = resolveHttpLimits(config.httpLimits);
  const app = Fastify({
    logger: withLogRedaction(logger),
    logController: log,
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    ...httpServerOptions(limits),
    // While shutting down, a request that arrives on a kept-alive connection is still answered
    // (with Connection: close) instead of a 503: a deploy costs visitors nothing.
    return503OnClosing: false,
    // The resources take what they take (a first start creates the database and demo content
    // on a busy machine); a start that hangs shows in /readyz, not in a plugin timeout.
    pluginTimeout: 0,
  });
  limitServer(app.server, limits);
  return { app, limits };
}

/**
 * Builds the whole server as a list of plugins: the resources it holds open (each closes what it
 * opened when the app closes, the first registered last), the first content of a fresh
 * database, the HTTP layer every route shares, the API's routes, the scheduled jobs and the
 * public site. main.ts listens and only then creates the first admin (a start that fails must not
 * use up its one-time password); tests call this and use app.inject. A start that fails closes
 * what was already opened.
 */
export async function buildApp({
  config,
  database: given,
  logger = true,
  onRoute,
}: BuildOptions): Promise<BuiltApp> {
  const requestLog = new RequestLog();
  const { app, limits } = createServer(config, logger, requestLog);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Every route registered from here on is described at GET /api/openapi.json.
  const registeredRoutes = collectRoutes(app);
  const resources: Resources = {};
  try {
    await app.register(dataDirLock(config, Boolean(given)));
    await app.register(database(config, resources, given));
    await app.register(objectStore(config, resources));
    const { database: opened, objects } = resources;
    if (!opened || !objects) throw new Error('the database or the media store did not open');
    const media = createMediaStore(objects);
    const context = createServerContext(config, opened.db, media, app.log);
    // Mails still being sent when the app closes go out first (the release job waits for its run).
    app.addHook('onClose', () => context.reviewNotifier.close());
    // Counted visits still in memory are written before the database closes (registered after
    // it, so closed before it); in-flight beacons have been answered by the time onClose runs.
    app.addHook('onClose', () => context.analytics.close());
    await app.register(contentChannel(context));
    await app.register(backupSocket(config, resources, Boolean(given)));
    await app.register(firstContent(opened.db, media, config.demoContent));
    await app.register(httpLayer, { context, limits, requestLog });
    for (const routes of apiRoutes) await app.register(routes(context));
    await app.register(openApiRoutes(registeredRoutes));
    for (const job of jobs) await app.register(job(context));
    // The public site answers every other path (its not-found handler): not encapsulated.
    await app.register(fp(async (root) => registerSite(root, context)));
    return { app, context, cachedAnswers: context.cachedAnswers };
  } catch (error) {
    await app.close();
    throw error;
  }
}
