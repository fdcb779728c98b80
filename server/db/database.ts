import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { DurableNodeFS, syncTree } from './pgliteDurability';
import { initialiseInChild, isInitialised, pgliteOptions } from './pgliteMemory';
import * as schema from './schema';

/** The one database type the data layer sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Waits for pending writes and releases the files or connections. */
  close: () => Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
// The schema uses camelCase names in TypeScript and snake_case columns, as drizzle.config.ts does.
const options = { schema, casing: 'snake_case' } as const;

async function openPglite(dataDir: string | null): Promise<Database> {
  // PGlite needs the parent directory to exist; null keeps everything in memory (tests).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  if (dataDir && !isInitialised(dataDir)) {
    await initialiseInChild(dataDir);
    await syncTree(dataDir);
  }
  // On disk, commits wait for fsync(2) (pgliteDurability.ts); in memory there is no disk.
  const client = dataDir
    ? new PGlite({ ...pgliteOptions, dataDir, fs: new DurableNodeFS(dataDir) })
    : new PGlite(pgliteOptions);
  const db = drizzlePglite({ client, ...options });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/** Any fixed number, the same in every instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 7_301_017;

/**
 * Migrates while holding a session-level advisory lock, so instances that start together take
 * turns: the first applies the migrations, the others then find nothing left to do. (drizzle's
 * migrator has no lock of its own; two at once fail on the tables the other just made.)
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, ...options }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection ended by PostgreSQL (a restart, a failover, an administrator) is reported
  // here; unheard, it was an uncaught exception that stopped the server. The pool has already
  // dropped that connection and opens a new one for the next query; a query that was running
  // gets the error through its own promise. Nothing else to do but say so.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle connection (${error.message}); reconnecting on demand.`);
  });
  const db = drizzlePg({ client: pool, ...options });
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}

/** Opens the configured database and brings its schema up to date with the committed migrations. */
export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
