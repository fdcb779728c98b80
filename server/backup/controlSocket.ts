import { chmod, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { writeBackup } from './backup';
import type { BackupSource } from './backup';

/** Where `npm run backup` finds a running server that holds an embedded database. */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');
export const BACKUP_REQUEST = 'backup\n';

/**
 * PGlite allows one process per data directory, so while the server runs, `npm run backup` asks
 * it over a Unix socket in DATA_DIR (mode 0600: whoever may read DATA_DIR may back it up, nobody
 * else) and the server streams the archive back.
 */
export async function openControlSocket(
  dataDir: string,
  source: BackupSource,
  log: FastifyBaseLogger,
): Promise<{ close: () => Promise<void> }> {
  const path = controlSocketPath(dataDir);
  // We hold DATA_DIR's lock, so a socket file left here belongs to a server that is gone.
  await rm(path, { force: true });
  // How to stop each running backup: shutdown must not wait for a client that reads slowly.
  const running = new Set<(reason: string) => void>();
  const server = createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    // A client that goes away (Ctrl-C, killed) stops the backup: nobody would read the rest.
    const stop = new AbortController();
    const stopWith = (reason: string) => {
      if (!stop.signal.aborted) stop.abort(reason);
      connection.destroy();
    };
    running.add(stopWith);
    connection.once('close', () => {
      running.delete(stopWith);
      if (!stop.signal.aborted) stop.abort('the client went away');
    });
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (request.length > BACKUP_REQUEST.length) connection.destroy();
      if (request !== BACKUP_REQUEST) return;
      connection.removeAllListeners('data');
      writeBackup(source, connection, { signal: stop.signal }).then(
        (summary) => log.info(summary, 'backup written'),
        (error: unknown) => {
          if (stop.signal.aborted) log.warn(`backup stopped: ${String(stop.signal.reason)}`);
          else log.error({ err: error }, 'backup failed');
          // Cut the stream: the archive has no end line, so the client knows it is incomplete.
          connection.destroy();
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    // A backup still running is cut (the client reports it incomplete), then the socket closes.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const stopWith of running) stopWith('the server is shutting down');
      }),
  };
}
