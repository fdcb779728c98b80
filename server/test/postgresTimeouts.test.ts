import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { SERVER_LIMITS } from '../db/postgresLimits';
import type { PostgresLimits } from '../db/postgresLimits';
import { GENERIC_ERROR } from '../http/errors';
import { emptyPostgresDatabase, sqlRows, TEST_DATABASE_URL, withClient } from './backends';
import { adminToken } from './fixtures';
import { startTestApp } from './testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The database error under drizzle's wrapper (DrizzleQueryError keeps it as its cause). */
const causeOf = (error: unknown) => (error as { cause?: unknown }).cause ?? error;
const stillAnswers = async (database: Database) =>
  sqlRows(await database.db.execute(sql`SELECT 1 AS one`));

// The server's limits with short times, so a test waits a fraction of a second, not 30 s.
const short = (limits: Partial<PostgresLimits>): PostgresLimits => ({
  ...SERVER_LIMITS,
  ...limits,
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL limits', { timeout: 60_000 }, () => {
  let empty: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  beforeAll(async () => {
    empty = await emptyPostgresDatabase(TEST_DATABASE_URL!);
  });
  afterAll(() => empty.drop());

  const open = (limits: Partial<PostgresLimits>) =>
    openDatabase({ kind: 'postgres', url: empty.url }, short(limits));

  it('cancels a statement past the statement timeout; the pool goes on', async () => {
    const database = await open({ statementTimeoutMs: 300 });
    try {
      const started = performance.now();
      const error = await database.db.execute(sql`SELECT pg_sleep(5)`).catch((e: unknown) => e);
      expect(causeOf(error)).toMatchObject({ code: '57014' }); // query_canceled
      expect(performance.now() - started).toBeLessThan(3000);
      expect(await stillAnswers(database)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('gives up on an answer that does not come, and opens a new connection', async () => {
    const database = await open({ statementTimeoutMs: 0, queryTimeoutMs: 300 });
    try {
      const error = await database.db.execute(sql`SELECT pg_sleep(3)`).catch((e: unknown) => e);
      expect(String(causeOf(error))).toMatch(/Query read timeout/);
      expect(await stillAnswers(database)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('ends a transaction left idle, releasing it; the pool goes on', async () => {
    const database = await open({ idleInTransactionMs: 300 });
    try {
      const left = database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await sleep(1000);
        await tx.execute(sql`SELECT 1`);
      });
      await expect(left).rejects.toThrow();
      expect(await stillAnswers(database)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('migrates without the statement limit: waits out another instance migrating', async () => {
    const fresh = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    try {
      await withClient(fresh.url, async (other) => {
        await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const opening = openDatabase(
          { kind: 'postgres', url: fresh.url },
          short({ statementTimeoutMs: 200 }),
        );
        await sleep(1000);
        await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        const database = await opening;
        await database.close();
      });
    } finally {
      await fresh.drop();
    }
  });

  it('answers a timed-out read with a generic 500 and goes on serving', async () => {
    const database = await open({ statementTimeoutMs: 300 });
    const server = await startTestApp({}, database);
    try {
      const token = await adminToken(database.db);
      const inbox = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/leads/getall',
          headers: { 'content-type': 'application/json', 'x-admin-token': token },
          payload: '{}',
        });
      await withClient(empty.url, async (holder) => {
        // Another session holds the table: every read of it waits, past the timeout.
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
        const stuck = await inbox();
        expect(stuck.statusCode).toBe(500);
        expect(stuck.json()).toEqual({ success: false, msg: GENERIC_ERROR });
        await holder.query('ROLLBACK');
      });
      expect((await inbox()).statusCode).toBe(200);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
