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
import { openMemoryPglite } from './memoryDatabases';
import { countCalls } from './pgliteCalls';
import { DurableNodeFS, syncTree } from './pgliteDurability';
import { connectionSettings, SERVER_LIMITS, statementSettings } from './postgresLimits';
import type { PostgresLimits } from './postgresLimits';
import { initialiseInChild, isInitialised, pgliteExtensions, pgliteOptions } from './pgliteMemory';
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
export const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * A migrated, empty in-memory database as a PGlite dump: the template of memoryDatabases.ts (the
 * tests' globalSetup).
 * Its WAL comes in 1 MB segments instead of 16: a new cluster's one WAL segment was 16 of the
 * dump's 42 MB (32 MB now), and every in-memory database copies the whole dump.
 */
export async function migratedMemoryDump(): Promise<Uint8Array> {
  const client = new PGlite({
    ...pgliteOptions,
    extensions: pgliteExtensions,
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migratePglite(drizzlePglite({ client, ...drizzleOptions }), { migrationsFolder });
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (!dataDir) {
    // The tests' (memoryDatabases.ts): a copy of the run's migrated template, or one reused.
    const client = await openMemoryPglite((client) =>
      migratePglite(drizzlePglite({ client, ...drizzleOptions }), { migrationsFolder }),
    );
    return { db: drizzlePglite({ client, ...drizzleOptions }), close: () => client.close() };
  }
  // PGlite needs the parent directory to exist.
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!isInitialised(dataDir)) {
    await initialiseInChild(dataDir);
    await syncTree(dataDir);
  }
  // Commits wait for fsync(2) (pgliteDurability.ts).
  const client = new PGlite({
    ...pgliteOptions,
    extensions: pgliteExtensions,
    dataDir,
    fs: new DurableNodeFS(dataDir),
  });
  // Counted, so the beacon buffer's batch gives way to waiting requests (pgliteCalls.ts).
  countCalls(client);
  const db = drizzlePglite({ client, ...drizzleOptions });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/** Any fixed number, the same in every instance: the key of the migration lock. */
export const MIGRATION_LOCK_KEY = 7_301_017;

/**
 * Migrates while holding a session-level advisory lock, so instances that start together take
 * turns: the first applies the migrations, the others then find nothing left to do. (drizzle's
 * migrator has no lock of its own; two at once fail on the tables the other just made.) On a
 * connection of its own without statement limits: an instance waits for the lock as long as
 * another one migrates, and a migration rewriting a large table may take minutes.
 */
async function migrateUnderLock(url: string, limits: PostgresLimits): Promise<void> {
  const client = new pg.Client(connectionSettings(url, limits));
  // A lost connection also fails the query waiting on it; unheard, the event would stop the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, ...drizzleOptions }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, limits: PostgresLimits): Promise<Database> {
  // Pipelined: statements sent on one connection without awaiting each other's answers travel
  // together (pipelinedTransaction.ts); code that awaits each statement runs as before.
  const pool = new pg.Pool({ ...statementSettings(url, limits), max: 10, pipeline: true });
  // An idle connection ended by PostgreSQL (a restart, a failover, an administrator) is reported
  // here; unheard, it was an uncaught exception that stopped the server. The pool has already
  // dropped that connection and opens a new one for the next query; a query that was running
  // gets the error through its own promise. Nothing else to do but say so.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle connection (${error.message}); reconnecting on demand.`);
  });
  // A connection lost while lent out between two statements (a transaction ended by
  // idle_in_transaction_session_timeout, a restart) is reported on the connection itself, where
  // the pool does not listen: unheard, it stopped the server too. The next statement on it fails
  // through its own promise, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  try {
    await migrateUnderLock(url, limits);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}

/**
 * Opens the configured database and brings its schema up to date with the committed migrations.
 * `limits` bound PostgreSQL's statements and connections (the server's by default; the backup and
 * restore tools pass TOOL_LIMITS); PGlite has none.
 */
export function openDatabase(
  config: DatabaseConfig,
  limits: PostgresLimits = SERVER_LIMITS,
): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, limits) : openPglite(config.dataDir);
}
