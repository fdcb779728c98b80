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
  const server = createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    // A client that goes away (Ctrl-C, killed) stops the backup: nobody would read the rest.
    const gone = new AbortController();
    connection.once('close', () => gone.abort());
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (request.length > BACKUP_REQUEST.length) connection.destroy();
      if (request !== BACKUP_REQUEST) return;
      connection.removeAllListeners('data');
      writeBackup(source, connection, { signal: gone.signal }).then(
        (summary) => log.info(summary, 'backup written'),
        (error: unknown) => {
          if (gone.signal.aborted) log.warn('backup stopped: the client went away');
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
