import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: the route's requests are not counted by requestsInFlight, so background writes do not
     * give way to them: the counting beacon, whose events those writes are.
     */
    background?: boolean;
  }
}

/** What a background write asks before each of its parts (analyticsBatch.ts). */
export interface RequestsInFlight {
  /** Whether a request is being answered now. */
  busy(): boolean;
  /** Resolves once no request is being answered, or after `maxMs` at the latest. */
  idle(maxMs: number): Promise<void>;
}

/**
 * Longest a background request (a beacon) waits while others are answered. Nobody reads a
 * beacon's answer; a bound keeps the held requests (and their sockets) few: about 25 at the
 * bench's 1,000 a second.
 */
export const BACKGROUND_WAIT_MS = 25;

/**
 * Counts the requests being answered, from their arrival to the moment their connection is done
 * with the answer, so work that can wait (the beacons' batches on PGlite, which run on the event
 * loop's thread) starts between requests rather than in the middle of one: a lead or a page
 * waits at most for a part already running when it arrived (docs/analytics.md, "Requests
 * first"). `register` adds the hook that counts; the HTTP layer adds it right after the guard that
 * drops requests on a closing connection, so every request answered counts.
 *
 * A background request waits there (its body, checks and answer not yet run) for the next turn
 * of the event loop, and while a request is answered until none is, `backgroundWaitMs` at most;
 * they go one per turn, so a request read in the same turn as some of them, or arriving while
 * they go, is answered first, not after all of them (docs/analytics.md, "Beacons after the
 * visitors").
 */
export function requestsInFlight(
  backgroundWaitMs = BACKGROUND_WAIT_MS,
): RequestsInFlight & { register(app: FastifyInstance): void } {
  let count = 0;
  const waiting = new Set<() => void>();
  const held: Array<{ go: () => void; until: number }> = [];
  let releasing = false;

  function leave() {
    count -= 1;
    if (count === 0) for (const wake of [...waiting]) wake();
  }

  function idle(maxMs: number) {
    if (count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxMs);
      waiting.add(wake);
    });
  }

  async function release() {
    releasing = true;
    // Not in the turn that read them: a request read in the same turn goes first.
    await nextTurn();
    for (let next = held[0]; next; next = held[0]) {
      // Past its longest wait it goes at once (a timer of 0 ms is a millisecond or more), and
      // with it every other one past its own: one a turn could fall behind a flood that arrives
      // while requests are answered without pause, and the held ones would grow without bound.
      const wait = next.until - performance.now();
      if (count > 0 && wait > 0) await idle(wait);
      const now = performance.now();
      do held.shift()?.go();
      while (held[0] && held[0].until <= now);
      await nextTurn();
    }
    releasing = false;
  }

  return {
    busy: () => count > 0,
    idle,
    register(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.routeOptions.config?.background !== true) {
          count += 1;
          // 'close' comes once for every answer: sent whole, or its connection gone first.
          reply.raw.once('close', leave);
          done();
        } else {
          held.push({ go: done, until: performance.now() + backgroundWaitMs });
          if (!releasing) void release();
        }
      });
    },
  };
}
