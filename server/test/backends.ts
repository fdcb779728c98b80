import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { emptyIfUnchanged, shapeWhenNew } from '../db/databaseShape';
import type { NewShape } from '../db/databaseShape';

/** Set by .ci/run (Debian's postgresql); unset on a laptop. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface Backend {
  name: string;
  /** A fresh, migrated, empty database; dispose() closes and drops it. */
  open: () => Promise<{ database: Database; dispose: () => Promise<void>; url?: string }>;
}

const pglite: Backend = {
  name: 'PGlite (in memory)',
  open: async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, dispose: () => database.close() };
  },
};

/** The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, drizzle's type says unknown. */
export const sqlRows = (result: unknown) =>
  (result as { rows: Array<Record<string, unknown>> }).rows;

/** Runs `work` on one client of `url`, then closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server at `url` (no migrations run); drop() removes it. */
export const emptyPostgresDatabase = (url: string) => newPostgresDatabase(url);

/**
 * A fresh database on the server at `url`: a copy of `template` when given, else empty.
 * drop() removes it.
 */
async function newPostgresDatabase(url: string, template?: string) {
  const name = `lms_test_${randomUUID().replaceAll('-', '')}`;
  const from = template ? ` TEMPLATE ${template}` : '';
  await withClient(url, (c) => c.query(`CREATE DATABASE ${name}${from}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A test database on the server, with what it was like when new (databaseShape.ts). */
interface KeptPostgres extends NewShape {
  url: string;
  drop: () => Promise<unknown>;
}

/** Databases given back by earlier tests of this worker and emptied, for the next ones. */
const idlePostgres: KeptPostgres[] = [];
const MAX_IDLE_POSTGRES = 2;

/** A statement on a pg client, in the shape databaseShape.ts runs. */
const on =
  (c: pg.Client) =>
  async <Row>(statement: string) => ({ rows: (await c.query(statement)).rows as Row[] });

/**
 * Empties a database given back; false when it must be dropped instead: another connection still
 * on it (a spawned server not stopped), its shape changed, or a lock not had within two seconds.
 */
const resetPostgres = (kept: KeptPostgres) =>
  withClient(kept.url, async (c) => {
    await c.query(`SET lock_timeout = '2s'`);
    const others = await c.query(
      'SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    if (others.rows.length > 0) return false;
    return emptyIfUnchanged(on(c), kept);
  }).catch(() => false);

/**
 * Each test file gets its own PostgreSQL database, so files can run in parallel: a copy of the
 * run's migrated template, or one an earlier test of this worker gave back and that was emptied
 * (as the in-memory PGlite ones are, server/db/memoryDatabases.ts): a `CREATE DATABASE` and its
 * `DROP` cost PostgreSQL some 0.2-0.5 s of CPU each time (docs/testing.md, "Databases").
 */
function postgres(url: string): Backend {
  return {
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: async () => {
      const reused = idlePostgres.pop();
      // Else a copy of the run's migrated template (server/test/postgresTemplate.ts) when there
      // is one; openDatabase migrates either way, so a database made without it is the same.
      const created =
        reused ?? (await newPostgresDatabase(url, process.env.TEST_POSTGRES_TEMPLATE));
      const database = await openDatabase({ kind: 'postgres', url: created.url });
      const kept: KeptPostgres = reused ?? {
        ...created,
        ...(await withClient(created.url, (c) => shapeWhenNew(on(c)))),
      };
      return {
        database,
        // For server processes started on the same database (scale-out tests).
        url: kept.url,
        dispose: async () => {
          await database.close();
          if (idlePostgres.length < MAX_IDLE_POSTGRES && (await resetPostgres(kept)))
            idlePostgres.push(kept);
          else await kept.drop();
        },
      };
    },
  };
}

/** PostgreSQL alone, for tests that need several processes on one database; null without it. */
export const postgresBackend = (): Backend | null =>
  TEST_DATABASE_URL ? postgres(TEST_DATABASE_URL) : null;

/** The backends the database tests run on: PGlite always, PostgreSQL when CI provides one. */
export function databaseBackends(): Backend[] {
  if (TEST_DATABASE_URL) return [pglite, postgres(TEST_DATABASE_URL)];
  // Said plainly in the test output, so a laptop run never looks like a full one.
  console.warn(
    '\n  PostgreSQL run LEFT OUT: TEST_DATABASE_URL is not set, so the database tests ran on ' +
      'PGlite only.\n  CI (.ci/run) sets it; locally: TEST_DATABASE_URL=postgres://user:pass@host/db\n',
  );
  return [pglite];
}
