import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { emptyPostgresDatabase, sqlRows, TEST_DATABASE_URL, withClient } from './backends';

// A PostgreSQL restart or failover ends the pool's idle connections. Without an error listener
// on the pool, that error was thrown as an uncaught exception and took the server down (seen as
// an unhandled error in a CI run, when a test dropped a database a pool still held).
describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives its idle connections being ended by the server, and reconnects', async () => {
    const empty = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    const database = await openDatabase({ kind: 'postgres', url: empty.url });
    try {
      await database.db.execute(sql`SELECT 1`);
      const ended = await withClient(empty.url, (client) =>
        client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        ),
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sqlRows(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
