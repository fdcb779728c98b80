import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { scheduleRuns } from './periodicRun';

/** How often the embedded database's WAL is looked at. */
export const WAL_LOOK_INTERVAL_MS = 30 * 1000;
/**
 * WAL written since the last checkpoint that calls for the next one: what a crash would replay
 * at the next start, and about what pg_wal holds beyond PostgreSQL's recycled segments.
 */
export const CHECKPOINT_WAL_BYTES = 64 * 1024 * 1024;

/**
 * Runs a CHECKPOINT when `walBytes` of WAL were written since the last one; true when it ran.
 *
 * Why: PGlite is PostgreSQL's single-user mode, which has no checkpointer process, so
 * `max_wal_size` and `checkpoint_timeout` never start one, and the only checkpoints were at start
 * and close. pg_wal grew by every write for as long as the server ran (240 MB for 200 MB of rows;
 * beside 1,000 beacons a second about 1 MB a second) and a crash replayed all of it on the next
 * start. A checkpoint costs 7-8 ms on the event loop's thread (4 MB of shared buffers to write)
 * and renames the old segments for reuse, so pg_wal stays at five or six segments
 * (docs/operations.md, "The embedded database's WAL").
 */
export async function checkpointWhenDue(db: Db, walBytes = CHECKPOINT_WAL_BYTES): Promise<boolean> {
  if ((await walSinceCheckpoint(db)) < walBytes) return false;
  await db.execute(sql`CHECKPOINT`);
  return true;
}

/** Bytes of WAL written since the last checkpoint began: what a crash would replay now. */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const [wal] = await rawRows<{ since: string }>(
    db,
    sql`SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::text AS since
        FROM pg_control_checkpoint()`,
  );
  return Number(wal?.since ?? 0);
}

/**
 * The embedded database's checkpoints (checkpointWhenDue) on its data directory. PostgreSQL has
 * its own checkpointer; an in-memory PGlite (the tests') holds its WAL only for its short life.
 */
export const walCheckpointJob =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    if (config.database.kind !== 'pglite' || config.database.dataDir === null) return;
    const run = async () => {
      try {
        await checkpointWhenDue(db);
      } catch (error) {
        // Retried on the next look; the WAL only grows meanwhile.
        app.log.error({ err: error }, 'embedded database checkpoint failed');
      }
    };
    scheduleRuns(app, run, { intervalMs: WAL_LOOK_INTERVAL_MS, readyAfterFirstRun: false });
  };
