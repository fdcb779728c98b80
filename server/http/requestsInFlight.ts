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
 * Counts the requests being answered, from their arrival to the moment their connection is done
 * with the answer, so work that can wait (the beacons' batches on PGlite, which run on the event
 * loop's thread) starts between requests rather than in the middle of one: a lead or a page
 * waits at most for a part already running when it arrived (docs/analytics.md, "Requests
 * first"). `register` adds the hook that counts; the HTTP layer adds it right after the guard that
 * drops requests on a closing connection, so every request answered counts.
 */
export function requestsInFlight(): RequestsInFlight & { register(app: FastifyInstance): void } {
  let count = 0;
  const waiting = new Set<() => void>();

  function leave() {
    count -= 1;
    if (count === 0) for (const wake of [...waiting]) wake();
  }

  return {
    busy: () => count > 0,
    idle(maxMs) {
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
    },
    register(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.routeOptions.config?.background !== true) {
          count += 1;
          // 'close' comes once for every answer: sent whole, or its connection gone first.
          reply.raw.once('close', leave);
        }
        done();
      });
    },
  };
}
