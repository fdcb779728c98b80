import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/database';
import { TEST_DATABASE_URL } from './backends';

const journal = JSON.parse(
  readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// PostgreSQL only: PGlite has one process per DATA_DIR (the data-dir lock), so nothing races.
// CI sets TEST_DATABASE_URL; backends.ts says so loudly when it is missing.
describe.skipIf(!TEST_DATABASE_URL)('migrations when instances start together', () => {
  it('four instances on an empty database all start, and each migration runs once', async () => {
    const url = TEST_DATABASE_URL ?? '';
    const name = `lms_test_${randomUUID().replaceAll('-', '')}`;
    await asAdmin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: target.toString() })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = await asAdmin(target.toString(), (c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await asAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
