import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_SETTINGS } from './pgliteDurability';

/**
 * PGlite is PostgreSQL in WebAssembly, and its memory only grows (docs/performance.md, "What holds
 * the memory"). These settings keep the embedded database small:
 *
 * - shared_buffers 4 MB instead of PostgreSQL's 128 MB: PGlite keeps every buffer resident from the
 *   start (its WebAssembly memory's touched pages: 29 MB with 16 MB of buffers, 17 MB with 4), and
 *   pages not in them are one read away in the kernel's page cache. The public pages' content is
 *   in the server's own cache; leads write to the end of one table (same rate with 4 or 16 MB).
 * - max_connections 10 instead of 100: PGlite has one connection, and PostgreSQL sizes its
 *   per-connection shared memory (lock tables, process slots) for the maximum: 4 MB fewer.
 * - the server runs with `node --liftoff-only` (package.json's start script, the bench, deploy.md):
 *   V8's optimising tier compiles PGlite's 9 MB module a second time in the background and peaked
 *   near 800 MB doing it; the baseline compiler alone answered the same queries as fast here.
 *
 * And two settings about the WAL, not memory. PGlite's defaults include `-F` (fsync off); it is
 * dropped here and the commit waits for its WAL on the disk (pgliteDurability.ts). And
 * wal_init_zero is off: PostgreSQL fills each new 16 MB WAL segment with zeros before its first
 * record, which on PGlite is 16 MB written through the WebAssembly file system on the event loop's
 * thread, 80-125 ms in which no request is answered (once per 16 MB of WAL: every 15 s or so
 * beside a stream of 1,000 beacons a second; docs/analytics.md, "A new WAL segment, and a WAL
 * that never shrank"). Off, the segment is made by writing its last byte; each commit's fsync(2)
 * still flushes what it wrote, blocks and size included (wal_sync_method=fsync), so an answered
 * commit is as durable.
 */
export const pgliteOptions: PGliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    ...DURABLE_SETTINGS,
    '-c',
    'shared_buffers=4MB',
    '-c',
    'temp_buffers=1MB',
    '-c',
    'max_connections=10',
    '-c',
    'wal_init_zero=off',
  ],
};

/**
 * The extensions every PGlite that opens our database loads (the migrations create them; a
 * database using one cannot be read without it): pg_trgm for the inbox's search. Apart from
 * pgliteOptions, which the child below receives as JSON: an extension is code, and initdb needs none.
 */
export const pgliteExtensions = { pg_trgm };

/** The V8 flag the server process should start with when it serves from PGlite. */
const LEAN_WASM_FLAG = '--liftoff-only';

/** A data directory PostgreSQL has initialised holds its version file. */
export const isInitialised = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Creates a new data directory in a short-lived child process. initdb grows PGlite's memory to
 * about 450 MB (peaking past 500) and WebAssembly memory is never handed back, so doing it in the
 * server would keep that for the process's whole life; in a child it is returned when it exits.
 */
export function initialiseInChild(dataDir: string): Promise<void> {
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const script = [
    `const { PGlite } = await import(${JSON.stringify(moduleUrl.href)});`,
    `const db = new PGlite({ ...JSON.parse(process.env.PGLITE_INIT_OPTIONS), dataDir: process.env.PGLITE_INIT_DIR });`,
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [LEAN_WASM_FLAG, '--input-type=module', '--eval', script],
      {
        env: {
          ...process.env,
          PGLITE_INIT_DIR: dataDir,
          PGLITE_INIT_OPTIONS: JSON.stringify(pgliteOptions),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && isInitialised(dataDir)
        ? resolve()
        : reject(new Error(`Could not create the database in ${dataDir}: ${errors.trim()}`)),
    );
  });
}
