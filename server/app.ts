import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { lockDataDir } from './db/dataDirLock';
import type { DataDirLock } from './db/dataDirLock';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { contentRoutes } from './content/routes';
import { seedDemoContent } from './demo/seedDemo';
import { ensureSettings } from './content/ensureSettings';
import { registerErrorHandler } from './http/errorHandler';
import { leadRetentionJob } from './jobs/leadRetention';
import { httpServerOptions, limitServer, resolveHttpLimits } from './http/limits';
import { registerUploadDelivery } from './http/uploadDelivery';
import { createMediaStore } from './media/mediaStore';
import { openControlSocket } from './backup/controlSocket';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import { leadInboxRoutes } from './routes/leadsInbox';
import { registerDelivery } from './http/delivery';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSite } from './routes/site';
import { registerBodyParsers } from './http/bodyParsers';

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
  try {
    opened = database ?? (await openDatabase(config.database));
    const media = createMediaStore(config.mediaDir);
    const context: ServerContext = { config, db: opened.db, media, contentWriteListeners: [] };
    await ensureSettings(opened.db);
    if (config.demoContent) await seedDemoContent(opened.db, media);

    const limits = resolveHttpLimits(config.httpLimits);
    const app = Fastify({
      logger,
      trustProxy: config.trustProxy,
      ...httpServerOptions(limits),
      // While shutting down, a request that arrives on a kept-alive connection is still answered
      // (with Connection: close) instead of a 503: a deploy costs visitors nothing.
      return503OnClosing: false,
    });
    limitServer(app.server, limits);
    if (onRoute) app.addHook('onRoute', onRoute);
    const owned = database ? null : opened;
    // With PGlite on disk, `npm run backup` reaches the running server through DATA_DIR.
    const source = { db: opened.db, mediaDir: media.dir, database: 'pglite' } as const;
    const control = lock
      ? await openControlSocket(config.dataDir, source, app.log).catch((error: unknown) => {
          // Serving matters more: without the socket, a backup needs the server stopped.
          app.log.warn({ err: error }, 'backup socket unavailable; stop the server to back up');
          return null;
        })
      : null;
    app.addHook('onClose', async () => {
      await control?.close();
      // Close the database first (it flushes), then free DATA_DIR for the next server.
      await owned?.close();
      lock?.release();
    });
    registerErrorHandler(app, config.maxUploadBytes);
    registerBodyParsers(app);
    await registerDelivery(app);
    await registerSecurityHeaders(app);
    await app.register(rateLimit, { global: false });
    await app.register(multipart, {
      limits: { fileSize: config.maxUploadBytes, files: 10, fields: 60, fieldSize: 100_000 },
    });
    const resources = [healthRoutes, authRoutes, leadRoutes, leadInboxRoutes, contentRoutes];
    for (const routes of resources) await app.register(routes(context));
    await app.register(leadRetentionJob(context));
    registerUploadDelivery(app);
    await registerSite(app, context);
    return { app, context };
  } catch (error) {
    if (!database) await opened?.close();
    lock?.release();
    throw error;
  }
}
