import { drizzle as drizzlePg, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database';
import { drizzleOptions } from './database';
import { sendNow } from './sendNow';

/**
 * Sends COMMIT behind the statements already sent (sendNow: drizzle sends a query only when it is
 * first awaited), without waiting for their answers, and answers once it is answered; refuses if
 * the transaction did not commit (a statement before it failed). PGlite's transactions commit
 * when their work returns: there it does nothing.
 */
export type CommitNow = () => Promise<void>;

/** A transaction's work: statements it sends without awaiting each one travel together. */
export type PipelinedWork<T> = (tx: Db, commitNow: CommitNow) => Promise<T>;

// One transaction object per pooled connection (the pool keeps a handful and reuses them), not
// per transaction: building drizzle over a connection reads the whole schema. A transaction
// object, as drizzle's own transaction gives, so a nested `tx.transaction` is a savepoint.
const overConnection = new WeakMap<pg.PoolClient, Db>();
function transactionOn(client: pg.PoolClient): Db {
  let tx: Db | undefined = overConnection.get(client);
  if (!tx) {
    const root = drizzlePg({ client, ...drizzleOptions });
    // The dialect drizzle made for this connection (its casing); drizzle marks it internal.
    const { dialect } = root as unknown as { dialect: PgDialect };
    // drizzleOptions always has a schema: its relational config is defined.
    const { schema, fullSchema, tableNamesMap, session } = root._;
    tx = new NodePgTransaction(dialect, session, { schema: schema!, fullSchema, tableNamesMap });
    overConnection.set(client, tx);
  }
  return tx;
}

const poolOf = (db: Db): pg.Pool | null => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/** Settles without ever rejecting unheard: a pipelined statement's failure is read later. */
const heard = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => {});
  return promise;
};

/**
 * Runs `first` and then `work` in one transaction. On PostgreSQL the pool's connections pipeline
 * (database.ts): BEGIN, `first` and whatever `work` sends before it awaits go in one round trip,
 * and `commitNow` puts COMMIT behind `work`'s last statements, so a transaction of eight
 * statements costs two waits for the database, not eight. Each wait is a turn of the server's
 * event loop, where a lead waits behind whatever else arrived meanwhile (a stream of beacons:
 * docs/analytics.md, "A lead in three round trips"). Statements still run one after another, in
 * the order sent, each after the one before it ended (PostgreSQL's pipeline); a failure aborts
 * the transaction and fails every statement after it. On PGlite, drizzle's own transaction: its
 * statements run on this thread without a round trip.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  first: Parameters<Db['execute']>[0],
  work: PipelinedWork<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(first);
      return work(tx, () => Promise.resolve());
    });
  }
  const client = await pool.connect();
  const tx = transactionOn(client);
  // Asserted, not annotated: TypeScript would take it for null below, not seeing commitNow set it.
  let commit = null as Promise<void> | null;
  const commitNow: CommitNow = () => {
    commit ??= heard(
      client.query('COMMIT').then(async (result) => {
        if (result.command === 'COMMIT') return;
        // COMMIT of a transaction a failed statement aborted rolls it back, and says so. The
        // statement's own error is the one to tell: it reaches its caller through more promise
        // steps (drizzle's wrapper) than this, so this one is told a turn later.
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('the transaction was rolled back: a statement in it failed');
      }),
    );
    return commit;
  };
  let broken: Error | undefined;
  try {
    // Answers come in the order sent, so a failed BEGIN or `first` is heard before the
    // statements it aborted fail too: the error told is the cause.
    const [, , result] = await Promise.all([
      client.query('BEGIN'),
      sendNow(tx.execute(first)),
      work(tx, commitNow),
    ]);
    await commitNow();
    return result;
  } catch (error) {
    // Sent already, COMMIT ended the transaction whichever way it went; else it is rolled back.
    if (commit) await commit.catch(() => {});
    else
      await client.query('ROLLBACK').catch((lost: Error) => {
        broken = lost;
      });
    throw error;
  } finally {
    // A connection that could not roll back is not handed to the next caller: the pool drops it.
    client.release(broken);
  }
}
