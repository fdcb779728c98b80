import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { tablesInDependencyOrder } from './tables';

/** Rows per INSERT: few round trips without one giant statement. */
const BATCH = 500;

/** One table's rows as PostgreSQL's own JSON (row_to_json), so every type round-trips exactly. */
export interface TableRows {
  table: string;
  rows: string[];
}

/**
 * Reads every table in one read-only repeatable-read transaction: a consistent picture even while
 * the server keeps writing (on PGlite the transaction holds the only connection for its length).
 */
export async function readSnapshot(db: Db): Promise<TableRows[]> {
  return db.transaction(
    async (tx) => {
      const tables: TableRows[] = [];
      for (const table of tablesInDependencyOrder()) {
        const rows = await rawRows<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        tables.push({ table, rows: rows.map((entry) => entry.row) });
      }
      return tables;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Rows in all tables together: a database is "empty" for restore when this is 0. */
export async function countRows(db: Db): Promise<number> {
  let total = 0;
  for (const table of tablesInDependencyOrder()) {
    const [counted] = await rawRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    total += Number(counted?.count ?? 0);
  }
  return total;
}

/**
 * Replaces every table's rows with the snapshot's, all or nothing. Columns are named from each
 * row's own keys, so a backup taken before a later migration added a column with a default still
 * restores (the column gets its default). Every id is a text UUID, so no sequence needs moving on;
 * backup.test.ts fails if a serial or identity column appears, as a reminder to add that step.
 */
export async function writeSnapshot(db: Db, tables: TableRows[]): Promise<void> {
  const order = tablesInDependencyOrder();
  const unknown = tables.find((entry) => !order.includes(entry.table));
  if (unknown)
    throw new Error(`The backup has a table this version does not know: ${unknown.table}`);
  await db.transaction(async (tx) => {
    for (const table of [...order].reverse())
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of order) {
      const rows = tables.find((entry) => entry.table === table)?.rows ?? [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        // Every row of one table came from one row_to_json, so they share their keys.
        const keys = Object.keys(JSON.parse(batch[0] ?? '{}') as Record<string, unknown>);
        const list = sql.join(
          keys.map((name) => sql.identifier(name)),
          sql`, `,
        );
        const json = `[${batch.join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
        );
      }
    }
  });
}
