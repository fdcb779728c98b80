import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions';

interface RequestScope {
  actor: SessionUser | null;
}

/**
 * The signed-in user of the request being handled, for writers that do not see the request
 * (the content repository's write listeners). Opened after body parsing (preHandler), where
 * the context is kept through the handler's awaits, multipart streams included.
 */
const scope = new AsyncLocalStorage<RequestScope>();
const actors = new WeakMap<FastifyRequest, SessionUser>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route opens no actor scope, for a route that writes nothing an audit names and
     * has no guard: the counting beacon, answered for every page view, where a scope per
     * request was work for nothing (docs/analytics.md, "What a beacon costs the server").
     * currentActor() answers null there.
     */
    actorScope?: boolean;
  }
}

/** Opens one scope per request, before any route's own guard runs. */
export function registerActorScope(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.actorScope === false) done();
    else scope.run({ actor: null }, done);
  });
}

/** Called by the role guard once it has let a user through. */
export function setActor(request: FastifyRequest, user: SessionUser): void {
  actors.set(request, user);
  const store = scope.getStore();
  if (store) store.actor = user;
}

/** The user the guard let through; throws on a route without a guard (a programming error). */
export function actorOf(request: FastifyRequest): SessionUser {
  const user = actors.get(request);
  if (!user) throw new Error(`${request.url} has no role guard`);
  return user;
}

/** The current request's user, if a guard named one. */
export const currentActor = (): SessionUser | null => scope.getStore()?.actor ?? null;
