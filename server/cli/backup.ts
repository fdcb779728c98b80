/**
 * npm run backup -- <file>
 * Writes one archive of the database and the media, while the server runs or not.
 */
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readArchive } from '../backup/archive';
import { writeBackup } from '../backup/backup';
import { missingDatabase } from '../backup/backupSource';
import { BACKUP_REQUEST, controlSocketPath } from '../backup/controlSocket';
import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { openDatabase } from '../db/database';
import { TOOL_LIMITS } from '../db/postgresLimits';
import { openObjectStore } from '../media/mediaStore';

/** No server holds the database: open it here and write the archive ourselves. */
async function backupDirectly(config: ServerConfig, out: Writable, signal: AbortSignal) {
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  try {
    const database = await openDatabase(config.database, TOOL_LIMITS);
    const media = await openObjectStore(config);
    try {
      const source = { db: database.db, media, database: config.database.kind };
      await writeBackup(source, out, { signal });
    } finally {
      media.close();
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** A running server holds the embedded database: it writes the archive for us. */
async function backupThroughServer(config: ServerConfig, out: Writable, signal: AbortSignal) {
  const socket = connect(controlSocketPath(config.dataDir));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(BACKUP_REQUEST);
  // Ctrl-C closes the socket, and the server stops writing at once.
  await pipeline(socket, out, { signal });
}

async function run(argv: string[], signal: AbortSignal): Promise<number> {
  const [file] = argv;
  if (!file || argv.length > 1) {
    console.error(
      'Usage: npm run backup -- <file>   (for example backups/lms-2026-11-23.backup.gz)',
    );
    return 64;
  }
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (existsSync(target)) {
    console.error(`${target} already exists; choose a new file name.`);
    return 1;
  }
  const config = loadConfig();
  // Before anything is created: no directory, no database, no file.
  const missing = await missingDatabase(config);
  if (missing) {
    console.error(`Nothing was backed up. ${missing}`);
    return 1;
  }
  const partial = `${target}.partial`;
  mkdirSync(dirname(target), { recursive: true });
  try {
    // Owner-only from the first byte: a backup holds leads and password hashes.
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const embedded = config.database.kind === 'pglite';
    try {
      await backupDirectly(config, out, signal);
    } catch (error) {
      if (!(embedded && error instanceof DataDirLockedError)) throw error;
      await backupThroughServer(config, out, signal);
    }
    // Read it back before calling it a backup: a cut stream or damaged file fails here.
    let files = 0;
    const { tables } = await readArchive(partial, async () => {
      files += 1;
    });
    await rename(partial, target);
    const rows = tables.reduce((sum, table) => sum + table.rows.length, 0);
    console.log(
      `Backup written to ${target}: ${rows} rows in ${tables.length} tables, ${files} media files.`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    if (!signal.aborted) throw error;
    console.error('Backup interrupted; nothing was written.');
    return 130;
  }
}

const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => interrupted.abort());

run(process.argv.slice(2), interrupted.signal).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
