import type { FastifyPluginAsync } from 'fastify';
import { openControlSocket } from '../backup/controlSocket';
import { openContentChannel } from '../cluster/contentChannel';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { lockDataDir } from '../db/dataDirLock';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { openObjectStore } from '../media/mediaStore';
import type { ObjectStore } from '../media/objectStore';

/**
 * What the server holds open while it runs, each opened by a plugin that closes it again when the
 * app closes. Fastify closes plugins in the reverse order of their registration, so the
 * resources registered first (the DATA_DIR lock, the database) are released last.
 */
export interface Resources {
  database?: Database;
  objects?: ObjectStore;
}

/**
 * DATA_DIR's lock when PGlite keeps its files there (it has no lock of its own, and two
 * processes on one directory lose data). Not taken for a database a caller opened (tests).
 */
export const dataDirLock =
  (config: ServerConfig, givenDatabase: boolean): FastifyPluginAsync =>
  async (app) => {
    if (givenDatabase || config.database.kind !== 'pglite' || !config.database.dataDir) return;
    const lock = lockDataDir(config.dataDir);
    app.addHook('onClose', async () => lock.release());
  };

/** The database, migrated; closed (it flushes) when the app closes, unless the caller owns it. */
export const database =
  (config: ServerConfig, resources: Resources, given?: Database): FastifyPluginAsync =>
  async (app) => {
    if (given) {
      resources.database = given;
      return;
    }
    const opened = await openDatabase(config.database);
    resources.database = opened;
    app.addHook('onClose', async () => opened.close());
  };

/** Where uploads are kept: the media directory, or the S3 bucket. */
export const objectStore =
  (config: ServerConfig, resources: Resources): FastifyPluginAsync =>
  async (app) => {
    const objects = await openObjectStore(config);
    resources.objects = objects;
    app.addHook('onClose', async () => objects.close());
  };

/**
 * On PostgreSQL, other instances on the same database hear of every content write, and this one
 * of theirs: another instance's write (or a lost connection, when writes may have been missed)
 * makes this instance's cached content stale at once. Nothing to do with PGlite (one process).
 */
export const contentChannel =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { config, contentCache, contentWriteListeners } = context;
    if (config.database.kind !== 'postgres') return;
    const channel = openContentChannel({ url: config.database.url, log: app.log });
    context.contentChannel = channel;
    contentWriteListeners.push((write) => channel.publish(write));
    channel.onRemoteChange(() => contentCache.invalidate());
    app.addHook('onClose', async () => channel.close());
  };

/**
 * With PGlite on disk, `npm run backup` reaches the running server through a socket in
 * DATA_DIR. Serving matters more than the socket: without it, a backup needs the server stopped.
 */
export const backupSocket =
  (config: ServerConfig, resources: Resources, givenDatabase: boolean): FastifyPluginAsync =>
  async (app) => {
    const { database: opened, objects } = resources;
    const embedded = config.database.kind === 'pglite' && config.database.dataDir;
    if (givenDatabase || !embedded || !opened || !objects) return;
    const source = { db: opened.db, media: objects, database: 'pglite' } as const;
    const socket = await openControlSocket(config.dataDir, source, app.log).catch(
      (error: unknown) => {
        app.log.warn({ err: error }, 'backup socket unavailable; stop the server to back up');
        return null;
      },
    );
    if (socket) app.addHook('onClose', async () => socket.close());
  };
