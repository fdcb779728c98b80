import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../backup/archive';
import type { BackupSource } from '../backup/backup';
import { BACKUP_REQUEST, controlSocketPath, openControlSocket } from '../backup/controlSocket';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { createDiskStore } from '../media/diskStore';
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

describe('a backup through the control socket that does not run to its end', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-backup-socket-'));
  const log = logLines();
  const logged = () => log.lines.map((line) => line.msg);
  // The server's own logger (Fastify's), writing to lines the test reads.
  const logger = Fastify({ logger: { level: 'info', stream: log.stream } }).log;
  let database: Database;
  let source: BackupSource;
  let reads = 0;
  /** A control socket of its own in a new directory, as a server opens it in DATA_DIR. */
  const openControl = async (name: string) => {
    const dataDir = join(dir, name);
    mkdirSync(dataDir);
    return { dataDir, control: await openControlSocket(dataDir, source, logger) };
  };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const disk = createDiskStore(join(dir, 'uploads'));
    // Random bytes do not compress: eight 1 MB pictures make an archive far bigger than what
    // the socket buffers, so the server is still writing when the client is cut.
    for (let n = 0; n < FILES; n += 1) await disk.put(`${n}.png`, randomBytes(1024 * 1024));
    const media = {
      ...disk,
      read: (name: string) => {
        reads += 1;
        return disk.read(name);
      },
    };
    source = { db: database.db, media, database: 'pglite' };
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the server side at once when the client goes away; the next backup is whole', async () => {
    const { dataDir, control } = await openControl('cut');
    try {
      reads = 0;
      const cut = await askForBackup(dataDir);
      // The client reads the start of the archive, then dies (Ctrl-C, kill).
      await new Promise((resolve) => cut.once('data', resolve));
      cut.destroy();
      await expect
        .poll(logged, { timeout: 5000, interval: 50 })
        .toContain('backup stopped: the client went away');
      // The server stopped reading media and holds no transaction: the database takes a write.
      expect(reads).toBeLessThan(FILES);
      await database.db.execute(sql`update site_settings set updated_at = now()`);

      const whole = join(dir, 'whole.backup.gz');
      await pipeline(await askForBackup(dataDir), createWriteStream(whole));
      let files = 0;
      await readArchive(whole, async () => {
        files += 1;
      });
      expect(files).toBe(FILES);
      expect(logged()).toContain('backup written');
    } finally {
      await control.close();
    }
  });

  it('a client that stops reading does not hold the server’s shutdown', async () => {
    const { dataDir, control } = await openControl('stalled');
    reads = 0;
    const stalled = await askForBackup(dataDir);
    stalled.pause();
    // The server is streaming media (and waits for the client to read on).
    await expect.poll(() => reads, { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
    const started = Date.now();
    await control.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect
      .poll(logged, { timeout: 2000, interval: 50 })
      .toContain('backup stopped: the server is shutting down');
    stalled.destroy();
  });
});
