import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: the route is background work that must give way to what visitors wait for (the
     * counting beacon): its requests do not make the server "busy" for foregroundActivity.
     */
    analyticsBackground?: boolean;
  }
}

/** How long after a visitor's request the server still counts as busy: one buffer interval. */
export const BUSY_FOR_MS = 1_000;

/**
 * When the server last began a request a visitor waits for (a page, a lead, the console): any
 * route but the background ones. The beacon buffer's writes read it to choose the length of
 * their parts (analyticsBatch.ts): on PGlite a part holds the event loop and the one connection,
 * so while visitors are being served it writes short parts they wait at most one of, and long
 * ones (fewer statements) when only beacons arrive (docs/analytics.md, "Giving way to visitors").
 */
export function foregroundActivity(now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** A foreground request began now. */
    seen: (): void => {
      last = now();
    },
    /** Whether one began within the last `withinMs`. */
    busy: (withinMs = BUSY_FOR_MS): boolean => now() - last < withinMs,
  };
}

export type ForegroundActivity = ReturnType<typeof foregroundActivity>;

/** Notes every request of a route not marked `analyticsBackground` (one timestamp, no I/O). */
export function registerForegroundActivity(app: FastifyInstance, activity: ForegroundActivity) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.analyticsBackground !== true) activity.seen();
    done();
  });
}
