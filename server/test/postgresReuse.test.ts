import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresBackend, TEST_DATABASE_URL, withClient } from './backends';

// PostgreSQL test databases are given back on dispose and emptied for the next test
// (server/test/backends.ts), as the in-memory ones are (memoryDatabases.test.ts).
const backend = postgresBackend();
const rows = (url: string) =>
  withClient(url, async (c) => (await c.query('SELECT key_hash FROM rate_limit_counters')).rows);
const addCounter = (url: string, key: string) =>
  withClient(url, (c) =>
    c.query(
      'INSERT INTO rate_limit_counters (key_hash, window_start, hits) VALUES ($1, now(), 1)',
      [key],
    ),
  );
/** Whether the database of `url` is still on the server. */
const exists = (url: string) =>
  withClient(TEST_DATABASE_URL!, async (c) => {
    const name = new URL(url).pathname.slice(1);
    return (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0;
  });

describe.skipIf(!backend)('PostgreSQL test databases given back', () => {
  it('come back empty and are lent again', async () => {
    const first = await backend!.open();
    await addCounter(first.url!, 'a');
    await first.dispose();
    const next = await backend!.open();
    try {
      expect(next.url).toBe(first.url);
      expect(await rows(next.url!)).toEqual([]);
    } finally {
      await next.dispose();
    }
  });

  it('are dropped, not lent, while another connection is still on them or their shape changed', async () => {
    const held = await backend!.open();
    const stray = new pg.Client({ connectionString: held.url });
    // Ended by the DROP … WITH (FORCE) below, which is what the test is after.
    stray.on('error', () => {});
    await stray.connect();
    await held.dispose();
    expect(await exists(held.url!)).toBe(false);
    await stray.end().catch(() => {});

    const changed = await backend!.open();
    await withClient(changed.url!, (c) =>
      c.query('ALTER TABLE rate_limit_counters ADD COLUMN x int'),
    );
    await changed.dispose();
    expect(await exists(changed.url!)).toBe(false);
  });
});
