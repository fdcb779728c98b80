import type { PGlite } from '@electric-sql/pglite';

/**
 * The calls on each PGlite that are waiting for its one connection or running on it, and when one
 * last started or ended (performance.now()).
 */
const inFlight = new WeakMap<object, { count: number; lastUsed: number }>();

const COUNTED = ['query', 'exec', 'transaction'] as const;

/**
 * PGlite is one connection: a statement waits for whatever holds it, and a long write holds it
 * for every request behind it (a lead behind the beacon buffer's batch, docs/analytics.md, "A lead
 * beside a beacon stream"). Counts its calls (drizzle makes each statement outside a transaction
 * one `query`, each transaction one `transaction`), so a long background write can see that
 * others wait and give way between its parts (analyticsBatch.ts). Patches the instance in place.
 */
export function countCalls(client: PGlite): void {
  const state = { count: 0, lastUsed: 0 };
  inFlight.set(client, state);
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of COUNTED) {
    const original = methods[name]!.bind(client);
    methods[name] = async (...args: unknown[]) => {
      state.count += 1;
      state.lastUsed = performance.now();
      try {
        return await original(...args);
      } finally {
        state.count -= 1;
        state.lastUsed = performance.now();
      }
    };
  }
}

/**
 * Calls waiting for or holding the database's one connection (a caller's own open transaction
 * is one), or null for a database with a pool of connections (PostgreSQL), where none waits.
 */
export function callsOnConnection(db: object): number | null {
  return stateOf(db)?.count ?? null;
}

function stateOf(db: object) {
  const client = (db as { $client?: object }).$client;
  return client === undefined ? undefined : inFlight.get(client);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until nothing has used the connection for `quietMs`, or `maxMs` have passed: what a
 * background write (the beacons' batch) does before it takes the connection. A request makes
 * its statements one after another, each sent when the one before answers; a transaction begun
 * between two of them held the request's next one for a whole part (with PGlite on a thread of
 * its own, where each answer takes a hop between threads, a lead's p99 beside the beacons was
 * 5.19x its time alone: docs/analytics.md, "The database on a thread of its own"). At once on
 * PostgreSQL (a pool: nothing to wait for).
 */
export async function connectionQuiet(db: object, quietMs: number, maxMs: number): Promise<void> {
  const state = stateOf(db);
  if (!state) return;
  const until = performance.now() + maxMs;
  for (;;) {
    const now = performance.now();
    const idle = now - state.lastUsed;
    if ((state.count === 0 && idle >= quietMs) || now >= until) return;
    await sleep(Math.max(1, Math.min(quietMs - idle, until - now)));
  }
}
