import type { SQL } from 'drizzle-orm';
import type { Db } from './database';
import { sendNow } from './sendNow';

/** A database or a transaction: anything that runs raw SQL. */
export type Executor = Pick<Db, 'execute'>;

/**
 * Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. Sent before this
 * returns, so statements sent one after another without awaiting go in that order
 * (pipelinedTransaction.ts).
 */
export async function rawRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await sendNow(db.execute(query))) as unknown as { rows: T[] };
  return result.rows;
}
