import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { memoryDatabasesMade } from '../db/memoryDatabases';
import { callsOnConnection } from '../db/pgliteCalls';
import { sqlRows } from './backends';

// The tests' in-memory databases are given back on close and emptied for the next test
// (server/db/memoryDatabases.ts): each test must still see a new, empty, migrated database.
const open = () => openDatabase({ kind: 'pglite', dataDir: null });
const first = async (database: Database, query: ReturnType<typeof sql>) =>
  sqlRows(await database.db.execute(query))[0];
const counters = async (database: Database) =>
  Number((await first(database, sql`SELECT count(*) AS n FROM rate_limit_counters`))?.n);
/** The PGlite handle drizzle was given (its `$client`, which the shared Db type leaves out). */
const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;
const addCounter = (database: Database, key: string) =>
  database.db.execute(
    sql`INSERT INTO rate_limit_counters (key_hash, window_start, hits) VALUES (${key}, now(), 1)`,
  );

describe('in-memory databases given back', () => {
  it('come back empty, with a new session, and are not made again', async () => {
    const used = await open();
    await addCounter(used, 'a');
    await used.db.execute(sql`SET statement_timeout = '7s'`);
    await used.db.execute(sql`CREATE TEMPORARY TABLE scratch (v int)`);
    await used.close();

    const madeBefore = memoryDatabasesMade();
    const next = await open();
    try {
      expect(memoryDatabasesMade()).toBe(madeBefore);
      expect(await counters(next)).toBe(0);
      expect((await first(next, sql`SHOW statement_timeout`))?.statement_timeout).toBe('0');
      expect(await first(next, sql`SELECT to_regclass('scratch') AS t`)).toEqual({ t: null });
      await addCounter(next, 'a');
      expect(await counters(next)).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('answer as closed through the handle that closed them, whoever uses them next', async () => {
    const closed = await open();
    await closed.close();
    const next = await open();
    try {
      await expect(closed.db.execute(sql`SELECT 1`)).rejects.toThrow();
      await expect(clientOf(closed).query('SELECT 1')).rejects.toThrow('PGlite is closed');
      await addCounter(next, 'b');
      expect(await counters(next)).toBe(1);
      await closed.close();
      expect(await counters(next)).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('are not used again once a test changed their shape', async () => {
    const columnsOf = async (database: Database) =>
      sqlRows(
        await database.db.execute(
          sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'rate_limit_counters'`,
        ),
      )
        .map((row) => String(row.column_name))
        .sort();
    for (const change of [
      sql`ALTER TABLE rate_limit_counters ADD COLUMN extra text`,
      sql`ALTER TABLE rate_limit_counters RENAME TO kept_counters`,
      sql`CREATE TABLE kept (v text)`,
    ]) {
      const changed = await open();
      await changed.db.execute(change);
      await changed.close();
      // Three: more than the pool keeps, so the changed one would be among them.
      const next = [await open(), await open(), await open()];
      try {
        for (const database of next) {
          expect(await columnsOf(database)).toEqual(['hits', 'key_hash', 'window_start']);
          expect(await first(database, sql`SELECT to_regclass('kept') AS t`)).toEqual({ t: null });
        }
      } finally {
        for (const database of next) await database.close();
      }
    }
  });

  it('count their calls for the beacon buffer, as a new one does', async () => {
    const database = await open();
    try {
      expect(callsOnConnection(database.db)).toBe(0);
      const pending = clientOf(database).query('SELECT pg_sleep(0.05)');
      expect(callsOnConnection(database.db)).toBe(1);
      await pending;
      expect(callsOnConnection(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
