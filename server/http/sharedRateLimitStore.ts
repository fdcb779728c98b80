import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters are kept under a hash of their key: no address or username is stored in clear. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** One row per key; a window that has run out starts again at 1. Atomic under concurrency. */
async function increment(db: Db, key: string, windowMs: number) {
  const [row] = await rawRows<{ hits: number; ttl: number }>(
    db,
    sql`
    INSERT INTO rate_limit_counters (key_hash, window_start, hits)
    VALUES (${hashKey(key)}, now(), 1)
    ON CONFLICT (key_hash) DO UPDATE SET
      hits = CASE WHEN rate_limit_counters.window_start <= now() - ${windowMs} * interval '1 millisecond'
        THEN 1 ELSE rate_limit_counters.hits + 1 END,
      window_start = CASE WHEN rate_limit_counters.window_start <= now() - ${windowMs} * interval '1 millisecond'
        THEN now() ELSE rate_limit_counters.window_start END
    RETURNING hits,
      ceil(extract(epoch FROM (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000)::int AS ttl`,
  );
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/**
 * The `groupId` of a route whose limit each instance counts on its own, in memory: the analytics
 * beacon (issue 45 item 4), where a database write per beacon was what capped ingest on
 * PostgreSQL, and where an address allowed the limit once per instance costs nothing that matters.
 */
export const PER_INSTANCE_LIMIT = 'per-instance';

/** Fixed-window counters in this process (the in-memory store's behaviour), bounded in size. */
class MemoryRateLimitStore implements CounterStore {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= timeWindow) {
      // A flood of new addresses forgets the ended windows first, never the running ones.
      if (this.windows.size >= 100_000) this.forgetEnded(now, timeWindow);
      window = { start: now, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    callback(null, { current: window.hits, ttl: window.start + timeWindow - now });
  }

  private forgetEnded(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= timeWindow) this.windows.delete(key);
    }
    if (this.windows.size >= 100_000) this.windows.clear();
  }

  child(): CounterStore {
    return new MemoryRateLimitStore();
  }
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so two instances on one
 * PostgreSQL count together (with the default in-memory store each instance would allow the limit
 * again). Fixed windows, like the in-memory store. A route whose `groupId` is PER_INSTANCE_LIMIT
 * counts in memory instead.
 */
interface CounterStore {
  incr(key: string, callback: Callback, timeWindow: number): void;
  child(routeParams?: object): CounterStore;
}

export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore implements CounterStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      increment(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route's store: @fastify/rate-limit passes the route's merged limit options. */
    child(routeParams: object = {}): CounterStore {
      const { groupId } = routeParams as { groupId?: unknown };
      if (groupId === PER_INSTANCE_LIMIT) return new MemoryRateLimitStore();
      return new SharedRateLimitStore();
    }
  };
}

/** Forgets counters whose window ended long ago (the longest window is 15 minutes). */
export async function pruneRateLimitCounters(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`WITH gone AS (
      DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day' RETURNING 1
    ) SELECT count(*)::int AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}
