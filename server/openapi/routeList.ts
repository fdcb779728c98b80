import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteKey } from '@/sdk/openapi/operation';
import { Permissions, TokenScope, scopeAllows } from '@/sdk/schemas/users';
import type { Area, Role } from '@/sdk/schemas/users';
import { accessOfRoute } from '../auth/guard';

/** One route as the server registered it, with who may call it (read from its role guard). */
export interface RegisteredRoute {
  key: RouteKey;
  /** 'GET', 'HEAD', 'POST' (every route today), or any other a route is added with. */
  method: string;
  url: string;
  /** null: public. */
  access: { area: Area; roles: readonly Role[]; readOnly: boolean; scopes: TokenScope[] } | null;
  /** Has a rate limit of its own (429 with Retry-After). */
  rateLimited: boolean;
}

const areaOf = (roles: readonly Role[]): Area | undefined =>
  (Object.keys(Permissions) as Area[]).find((area) => Permissions[area] === roles);

function describeRoute(route: RouteOptions, method: string): RegisteredRoute {
  const guard = accessOfRoute(route.preHandler);
  const area = guard ? areaOf(guard.roles) : undefined;
  const config = route.config as { rateLimit?: unknown } | undefined;
  return {
    key: `${method} ${route.url}` as RouteKey,
    method,
    url: route.url,
    access:
      guard && area
        ? {
            area,
            roles: guard.roles,
            readOnly: guard.readOnly,
            scopes: TokenScope.options.filter((scope) => scopeAllows(scope, area, guard.readOnly)),
          }
        : null,
    rateLimited: Boolean(config?.rateLimit),
  };
}

/**
 * Listens for every route registered after this call (on the root instance, so every plugin's
 * routes too): the API description covers what the server really answers, a route added by
 * anyone included, without a list kept by hand.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(describeRoute(route, method));
  });
  return routes;
}
