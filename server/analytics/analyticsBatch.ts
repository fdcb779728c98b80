import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Executor } from '../db/rawRows';
import { callsOnConnection } from '../db/pgliteCalls';
import type { RequestsInFlight } from '../http/requestsInFlight';
import { writePart } from './analyticsPart';
import type { AnalyticsEvent } from './analyticsStore';

/** What one flush writes: the buffered events and the anonymous page views of each day. */
export interface AnalyticsBatch {
  events: AnalyticsEvent[];
  /** Page views from browsers that ask not to be tracked, by day (a number, nothing else). */
  anonymous: Map<string, number>;
}

const asJson = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

/** The anonymous page views of each day, one row a day. */
async function writeAnonymous(tx: Executor, anonymous: ReadonlyMap<string, number>) {
  const days = [...anonymous].sort().map(([day, views]) => ({ day, views }));
  if (days.length > 0)
    await tx.execute(sql`
      INSERT INTO analytics_daily_anonymous (day, views)
      SELECT day, views FROM json_to_recordset(${asJson(days)}) AS a(day date, views int)
      ORDER BY day
      ON CONFLICT (day) DO UPDATE SET views = analytics_daily_anonymous.views + excluded.views`);
}

/**
 * Events written between two looks at the connection on PGlite: one statement of 3-4 ms (p50; 5
 * at p90), so a lead or a page that arrives meanwhile waits about that long. Parts of 500 took
 * 12-15 ms, and once the heap's long collections and the WAL's zero-filling were gone they were
 * what set a lead's p99 beside 1,000 beacons a second (docs/analytics.md, "Parts of 100, again").
 * The cost is more statements: 7,234-7,437 beacons stored a second against 8,096-9,480 with 500.
 */
export const PART_EVENTS = 100;

/** Parts of a batch were committed and a later one failed: `rest` is what was not written. */
export class BatchPartlyWritten extends Error {
  override readonly name = 'BatchPartlyWritten';
  constructor(
    readonly rest: AnalyticsBatch,
    cause: unknown,
  ) {
    super('analytics batch partly written', { cause });
  }
}

/**
 * Whether another call waits for PGlite's one connection, or a request is being answered (given
 * `requests`), asked between two parts. Two turns of the event loop first, so the requests read
 * meanwhile reach the database or the count: the lead writer starts its insert on the turn after
 * its request was read (leadWriter.ts). Our own transaction is one call.
 */
async function othersWait(db: Db, requests?: RequestsInFlight): Promise<boolean> {
  await nextTurn();
  await nextTurn();
  return (callsOnConnection(db) ?? 0) > 1 || Boolean(requests?.busy());
}

/**
 * Longest a part waits for a moment with no request being answered. Bounded, so a site busy
 * without pause still has its events written: at most one part of 100 each 25 ms or so then,
 * about 3,500 a second; the buffer's bound holds the rest.
 */
export const REQUESTS_WAIT_MS = 25;

export interface WriteBatchOptions {
  /** Events a statement writes on PGlite (PART_EVENTS). */
  partEvents?: number;
  /**
   * The requests being answered (http/requestsInFlight.ts): on PGlite each transaction starts
   * when none is, and a transaction commits and gives way between parts when one arrived.
   */
  requests?: RequestsInFlight;
  /** Longest wait for them before a transaction (REQUESTS_WAIT_MS; tests hold a request longer). */
  requestsWaitMs?: number;
}

/**
 * Writes one batch: each part in one statement (analyticsPart.ts: the raw events, the visitors and
 * each roll-up row once with the part's sums, which ON CONFLICT DO UPDATE adds), the anonymous
 * views in one more. The roll-ups only ever add, so batches from several instances, in any order,
 * sum to the exact counts.
 *
 * On PostgreSQL, in ONE transaction: the batch holds one connection of the pool, and a failure
 * rolls the whole batch back. On PGlite (one connection, run on the event loop's thread) a
 * transaction holds the whole server, so the events go in parts of `partEvents`, and between two
 * parts the event loop turns: when a request then waits for the connection (a lead's insert, a
 * page's read), the transaction commits and the rest follows in a new one after it. A lead waits
 * for one part, not for a second's batch; with nobody waiting the batch stays one transaction.
 * Given `requests`, the batch also gives way to a request being answered before it reaches the
 * database, and each transaction starts once none is (at most `requestsWaitMs` later): a part
 * started in the middle of a lead, between two of its statements or before its answer went out,
 * made it wait 3-5 ms each time (docs/analytics.md, "Requests first").
 * A part counts its own visitors and roll-ups, so parts in several transactions sum exactly as
 * one. A failure after a commit throws BatchPartlyWritten with what is left, for the retry.
 */
export async function writeBatch(
  db: Db,
  { events, anonymous }: AnalyticsBatch,
  { partEvents = PART_EVENTS, requests, requestsWaitMs = REQUESTS_WAIT_MS }: WriteBatchOptions = {},
): Promise<void> {
  if (events.length === 0 && anonymous.size === 0) return;
  const parted = callsOnConnection(db) !== null;
  const part = parted ? partEvents : Math.max(1, events.length);
  let written = 0;
  let committed = false;
  while (!committed || written < events.length) {
    if (parted && requests) await requests.idle(requestsWaitMs);
    let upTo = written;
    try {
      await db.transaction(async (tx) => {
        upTo = written;
        if (!committed) await writeAnonymous(tx, anonymous);
        while (upTo < events.length) {
          const end = Math.min(events.length, upTo + part);
          await writePart(tx, events.slice(upTo, end));
          upTo = end;
          if (upTo < events.length && (await othersWait(db, requests))) break;
        }
      });
    } catch (error) {
      if (!committed) throw error;
      throw new BatchPartlyWritten({ events: events.slice(written), anonymous: new Map() }, error);
    }
    committed = true;
    written = upTo;
  }
}
