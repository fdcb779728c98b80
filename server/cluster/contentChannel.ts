import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ContentWrite } from '../content/repository';
import { connectionSettings, SERVER_LIMITS, statementSettings } from '../db/postgresLimits';

/** The PostgreSQL channel content writes are announced on. */
export const CONTENT_CHANNEL = 'lms_content';

/**
 * What another instance changed; `resync` when this instance may have missed announcements (its
 * listening connection was lost) and must treat all content as changed.
 */
export type RemoteChange = { kind: 'write'; write: ContentWrite } | { kind: 'resync' };

export interface ContentChannel {
  /** Tells every other instance of a committed write. Never throws: a failure is logged. */
  publish: (write: ContentWrite) => Promise<void>;
  /** Called for each change made by another instance (never for this one's own). */
  onRemoteChange: (listener: (change: RemoteChange) => void) => void;
  /** Resolves once the channel listens (tests; the app does not wait for it). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

export interface ChannelOptions {
  url: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** First retry after a lost connection; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Content changes between instances on one PostgreSQL, through LISTEN/NOTIFY: each instance keeps
 * one connection listening and announces its own writes with pg_notify. A lost listening
 * connection is reopened with backoff. Every cache is dropped (`resync`) when it is lost, again
 * at each failed retry (while nothing is heard, what is cached can be at most a retry old), and
 * once it listens again, because announcements sent meanwhile are gone. TCP keepalive finds a
 * connection dropped without a word (a firewall, a failover): idle, it would never notice.
 */
export function openContentChannel({
  url,
  log,
  retryMs = 250,
  maxRetryMs = 5000,
}: ChannelOptions): ContentChannel {
  const instance = randomUUID();
  const listeners: Array<(change: RemoteChange) => void> = [];
  const tell = (change: RemoteChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ err: error }, 'content change listener failed');
      }
    }
  };
  let closed = false;
  let listening: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = retryMs;
  let connectedOnce = false;
  let markReady: () => void = () => {};
  let isReady = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CONTENT_CHANNEL || !message.payload) return;
    try {
      const { from, write } = JSON.parse(message.payload) as { from: string; write: ContentWrite };
      if (from !== instance) tell({ kind: 'write', write });
    } catch {
      log.warn('ignored a malformed content announcement');
    }
  };

  const connect = async () => {
    timer = null;
    const client = new pg.Client(connectionSettings(url, SERVER_LIMITS));
    // Every failure path ends here once: drop the connection, then try again later.
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (listening === client) listening = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (closed) return;
      log.warn(
        { err: error, retryInMs: delay },
        'content channel lost; dropping cached content and reconnecting',
      );
      tell({ kind: 'resync' });
      isReady = new Promise<void>((resolve) => (markReady = resolve));
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, maxRetryMs);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect(new Error('connection ended')));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      reconnect(error);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listening = client;
    delay = retryMs;
    if (connectedOnce) {
      log.info('content channel listening again; dropping cached content');
      tell({ kind: 'resync' });
    }
    connectedOnce = true;
    markReady();
  };
  void connect();

  // Announcements go through a pool of their own: the listening connection may be down.
  const pool = new pg.Pool({ ...statementSettings(url, SERVER_LIMITS), max: 2 });
  pool.on('error', (error) => log.warn({ err: error }, 'content channel pool error'));

  return {
    async publish(write) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [
          CONTENT_CHANNEL,
          JSON.stringify({ from: instance, write }),
        ]);
      } catch (error) {
        log.error({ err: error, write }, 'could not announce a content write to other instances');
      }
    },
    onRemoteChange: (listener) => void listeners.push(listener),
    ready: () => isReady,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listening;
      listening = null;
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
