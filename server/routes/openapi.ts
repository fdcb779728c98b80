import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../openapi/document';
import type { RegisteredRoute } from '../openapi/routeList';

/** Where the API's description is served (issue 46): public, like Directus's /server/specs/oas. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route this server registered (the
 * list filled as they were, server/openapi/routeList.ts). Built at the first request, when every
 * route is in, then kept: it changes only with the code. Public and cacheable: it holds schemas
 * and paths, never a value from the database or the configuration.
 */
export const openApiRoutes =
  (routes: readonly RegisteredRoute[]): FastifyPluginAsync =>
  async (app) => {
    let body: string | null = null;
    const document = () => {
      if (body !== null) return body;
      const described = openApiDocument(routes, '');
      // The version names the API's shape: it changes exactly when a path or a schema does.
      const version = createHash('sha256').update(JSON.stringify(described)).digest('hex');
      body = JSON.stringify({
        ...described,
        info: { ...(described.info as object), version: version.slice(0, 12) },
      });
      return body;
    };
    app.get(OPENAPI_PATH, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.type('application/json; charset=utf-8');
      return document();
    });
  };
