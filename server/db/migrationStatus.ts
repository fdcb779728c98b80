import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from './database';
import type { Executor } from './rawRows';
import { rawRows } from './rawRows';

/** How many migrations this code ships (drizzle-kit's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [counted] = await rawRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(counted?.count ?? 0);
}
