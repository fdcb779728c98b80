/**
 * npm run restore -- <file> [--force]
 * Restores a backup into an empty DATA_DIR or database; --force replaces what is there.
 * The server must be stopped (an embedded database refuses while one runs).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/dataDirLock';
import { openDatabase } from '../db/database';
import { TOOL_LIMITS } from '../db/postgresLimits';
import { openObjectStore } from '../media/mediaStore';

async function run(argv: string[]): Promise<number> {
  const replace = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || !files[0]) {
    console.error('Usage: npm run restore -- <file> [--force]');
    return 64;
  }
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  if (!existsSync(source)) {
    console.error(`There is no file ${source}.`);
    return 1;
  }
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  try {
    const database = await openDatabase(config.database, TOOL_LIMITS);
    // The media directory (created if missing) or the bucket (which must exist).
    const media = await openObjectStore(config);
    try {
      const summary = await restoreBackup(source, { db: database.db, media }, { replace });
      console.log(`Restored ${summary.rows} rows and ${summary.files} media files from ${source}.`);
      return 0;
    } finally {
      media.close();
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
