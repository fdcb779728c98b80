import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../backup/archive';
import { BACKUP_REQUEST, controlSocketPath, openControlSocket } from '../backup/controlSocket';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { createDiskStore } from '../media/diskStore';
import type { ObjectStore } from '../media/objectStore';
import { logLines } from './logLines';

const FILES = 8;

/** Asks the server's control socket for a backup; answers the connected socket. */
async function askForBackup(dataDir: string) {
  const socket = connect(controlSocketPath(dataDir));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(BACKUP_REQUEST);
  return socket;
}

describe('a backup through the control socket whose client goes away', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-backup-socket-'));
  const log = logLines();
  let database: Database;
  let media: ObjectStore;
  let reads = 0;
  let control: { close: () => Promise<void> };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const disk = createDiskStore(join(dir, 'uploads'));
    // Random bytes do not compress: eight 1 MB pictures make an archive far bigger than what
    // the socket buffers, so the server is still writing when the client is cut.
    for (let n = 0; n < FILES; n += 1) await disk.put(`${n}.png`, randomBytes(1024 * 1024));
    media = {
      ...disk,
      read: (name) => {
        reads += 1;
        return disk.read(name);
      },
    };
    const source = { db: database.db, media, database: 'pglite' } as const;
    // The server's own logger (Fastify's), writing to lines the test reads.
    const logger = Fastify({ logger: { level: 'info', stream: log.stream } }).log;
    control = await openControlSocket(dir, source, logger);
  });
  afterAll(async () => {
    await control.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the server side at once, and the next backup is whole', async () => {
    const cut = await askForBackup(dir);
    // The client reads the start of the archive, then dies (Ctrl-C, kill).
    await new Promise((resolve) => cut.once('data', resolve));
    cut.destroy();
    await expect
      .poll(() => log.lines.map((line) => line.msg), { timeout: 5000, interval: 50 })
      .toContain('backup stopped: the client went away');
    // The server stopped reading media and holds no transaction: the database takes a write.
    expect(reads).toBeLessThan(FILES);
    await database.db.execute(sql`update site_settings set updated_at = now()`);

    const whole = join(dir, 'whole.backup.gz');
    await pipeline(await askForBackup(dir), createWriteStream(whole));
    let files = 0;
    await readArchive(whole, async () => {
      files += 1;
    });
    expect(files).toBe(FILES);
    expect(log.lines.map((line) => line.msg)).toContain('backup written');
  });
});
