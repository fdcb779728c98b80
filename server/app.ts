import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { createContentCache } from './cache/contentCache';
import { createCachedAnswers } from './cache/cachedAnswers';
import type { CachedAnswers } from './cache/cachedAnswers';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { lockDataDir } from './db/dataDirLock';
import { openContentChannel } from './cluster/contentChannel';
import type { ContentChannel } from './cluster/contentChannel';
import type { DataDirLock } from './db/dataDirLock';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { contentRoutes } from './content/routes';
import { seedDemoContent } from './demo/seedDemo';
import { ensureSettings } from './content/ensureSettings';
import { registerErrorHandler } from './http/errorHandler';
import { leadRetentionJob } from './jobs/leadRetention';
import { rateLimitPruneJob } from './jobs/rateLimitPrune';
import { httpServerOptions, limitServer, resolveHttpLimits } from './http/limits';
import { createMediaStore, openObjectStore } from './media/mediaStore';
import type { ObjectStore } from './media/objectStore';
import { openControlSocket } from './backup/controlSocket';
import { registerActorScope } from './audit/actor';
import { auditContentWrites, auditedMediaStore } from './audit/contentAudit';
import { accountRoutes } from './routes/account';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import { leadInboxRoutes } from './routes/leadsInbox';
import { registerDelivery } from './http/delivery';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSite } from './routes/site';
import { registerBodyParsers } from './http/bodyParsers';
import { echoRequestId, requestIdFor } from './http/requestId';
import { RequestLog } from './http/requestLog';
import { sharedRateLimitStore } from './http/sharedRateLimitStore';
import { registerUploadCleanup } from './http/filePart';

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

/** Takes DATA_DIR's lock when PGlite keeps its files there (it has no lock of its own). */
const lockIfEmbedded = (config: ServerConfig): DataDirLock | null =>
  config.database.kind === 'pglite' && config.database.dataDir ? lockDataDir(config.dataDir) : null;

/**
 * Builds the whole server: database (migrated), demo content, plugins and routes. main.ts listens
 * and only then creates the first admin (a start that fails must not use up its one-time
 * password); tests call this and use app.inject.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  onRoute,
}: BuildOptions): Promise<BuiltApp> {
  const lock = database ? null : lockIfEmbedded(config);
  let opened: Database | undefined;
  let channel: ContentChannel | null = null;
  let objects: ObjectStore | undefined;
  try {
    opened = database ?? (await openDatabase(config.database));
    objects = await openObjectStore(config);
    const media = createMediaStore(objects);
    const contentCache = createContentCache();
    const context: ServerContext = {
      config,
      db: opened.db,
      // Uploads through the API are audited; the demo seed below stores with the plain store.
      media: auditedMediaStore(media, opened.db),
      // The first listener: every committed content write starts a new content version.
      contentWriteListeners: [() => contentCache.invalidate(), auditContentWrites(opened.db)],
      contentCache,
      cachedAnswers: createCachedAnswers({ cache: contentCache }),
      contentChannel: null,
    };
    await ensureSettings(opened.db);
    if (config.demoContent) await seedDemoContent(opened.db, media);

    const limits = resolveHttpLimits(config.httpLimits);
    const requestLog = new RequestLog();
    const app = Fastify({
      logger,
      logController: requestLog,
      trustProxy: config.trustProxy,
      genReqId: requestIdFor,
      ...httpServerOptions(limits),
      // While shutting down, a request that arrives on a kept-alive connection is still answered
      // (with Connection: close) instead of a 503: a deploy costs visitors nothing.
      return503OnClosing: false,
    });
    limitServer(app.server, limits);
    echoRequestId(app);
    const { cachedAnswers } = context;
    app.addHook('onResponse', cachedAnswers.record);
    const answerLog = requestLog.countRepeatedAnswers(app.log, cachedAnswers.answered);
    app.addHook('onClose', async () => answerLog.close());
    if (config.database.kind === 'postgres') {
      // Other instances on this database hear of every write, and this one of theirs.
      const created = openContentChannel({ url: config.database.url, log: app.log });
      channel = created;
      context.contentChannel = created;
      context.contentWriteListeners.push((write) => created.publish(write));
      // Another instance's write (or a lost connection, when writes may have been missed) makes
      // this instance's cached content stale at once.
      created.onRemoteChange(() => contentCache.invalidate());
    }
    if (onRoute) app.addHook('onRoute', onRoute);
    const owned = database ? null : opened;
    // With PGlite on disk, `npm run backup` reaches the running server through DATA_DIR.
    const source = { db: opened.db, media: objects, database: 'pglite' } as const;
    const control = lock
      ? await openControlSocket(config.dataDir, source, app.log).catch((error: unknown) => {
          // Serving matters more: without the socket, a backup needs the server stopped.
          app.log.warn({ err: error }, 'backup socket unavailable; stop the server to back up');
          return null;
        })
      : null;
    app.addHook('onClose', async () => {
      await control?.close();
      await context.contentChannel?.close();
      media.objects.close();
      // Close the database first (it flushes), then free DATA_DIR for the next server.
      await owned?.close();
      lock?.release();
    });
    registerErrorHandler(app, config.maxUploadBytes, limits.lingerMs);
    registerBodyParsers(app);
    registerUploadCleanup(app);
    await registerDelivery(app);
    registerSecurityHeaders(app);
    // On PostgreSQL every instance counts in the database, so two instances allow the limit once.
    const store = config.sharedRateLimits ? sharedRateLimitStore(opened.db) : undefined;
    await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
    await app.register(multipart, {
      limits: { fileSize: config.maxUploadBytes, files: 10, fields: 60, fieldSize: 100_000 },
    });
    registerActorScope(app);
    const resources = [
      healthRoutes,
      authRoutes,
      accountRoutes,
      userRoutes,
      auditRoutes,
      leadRoutes,
      leadInboxRoutes,
      contentRoutes,
    ];
    for (const routes of resources) await app.register(routes(context));
    await app.register(leadRetentionJob(context));
    await app.register(rateLimitPruneJob(context));
    await registerSite(app, context);
    return { app, context, cachedAnswers };
  } catch (error) {
    await channel?.close();
    objects?.close();
    if (!database) await opened?.close();
    lock?.release();
    throw error;
  }
}
