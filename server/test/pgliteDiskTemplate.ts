import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';

/**
 * Vitest globalSetup: one migrated on-disk PGlite data directory, made once per run the way a
 * server's first start makes it (openDatabase: initdb in a child, then every migration) and closed
 * cleanly. spawnServer (serverProcess.ts) copies it into each new, empty DATA_DIR: initdb and the
 * migrations cost a spawned server about 4 s of CPU, the copy a few milliseconds. Schema only: the
 * migrations write no rows into an empty database, and the first admin is the server's to create.
 */
export default async function makePgliteDiskTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-disk-template-'));
  const dataDir = join(dir, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.close();
  process.env.PGLITE_DISK_TEMPLATE = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
