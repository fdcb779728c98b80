import type { PGlite } from '@electric-sql/pglite';

/** The calls on each PGlite that are waiting for its one connection or running on it. */
const inFlight = new WeakMap<object, { count: number }>();

const COUNTED = ['query', 'exec', 'transaction'] as const;

/**
 * PGlite is one connection: a statement waits for whatever holds it, and a long write holds it
 * for every request behind it (a lead behind the beacon buffer's batch, docs/analytics.md, "A lead
 * beside a beacon stream"). Counts its calls (drizzle makes each statement outside a transaction
 * one `query`, each transaction one `transaction`), so a long background write can see that
 * others wait and give way between its parts (analyticsBatch.ts). Patches the instance in place.
 */
export function countCalls(client: PGlite): void {
  const state = { count: 0 };
  inFlight.set(client, state);
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of COUNTED) {
    const original = methods[name]!.bind(client);
    methods[name] = async (...args: unknown[]) => {
      state.count += 1;
      try {
        return await original(...args);
      } finally {
        state.count -= 1;
      }
    };
  }
}

/**
 * Calls waiting for or holding the database's one connection (a caller's own open transaction
 * is one), or null for a database with a pool of connections (PostgreSQL), where none waits.
 */
export function callsOnConnection(db: object): number | null {
  const client = (db as { $client?: object }).$client;
  const state = client === undefined ? undefined : inFlight.get(client);
  return state?.count ?? null;
}

/** Counts `alias`'s calls as `client`'s: a handle that passes its calls on to the instance. */
export function countCallsOf(alias: object, client: PGlite): void {
  const state = inFlight.get(client);
  if (state) inFlight.set(alias, state);
}
