import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/database';
import { emptyPostgresDatabase, TEST_DATABASE_URL, withClient } from './backends';

const journal = JSON.parse(
  readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

// PostgreSQL only: PGlite has one process per DATA_DIR (the data-dir lock), so nothing races.
// CI sets TEST_DATABASE_URL; backends.ts says so loudly when it is missing.
describe.skipIf(!TEST_DATABASE_URL)('migrations when instances start together', () => {
  it('four instances on an empty database all start, and each migration runs once', async () => {
    const empty = await emptyPostgresDatabase(TEST_DATABASE_URL ?? '');
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: empty.url })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = await withClient(empty.url, (c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await empty.drop();
    }
  });
});
