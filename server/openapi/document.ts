import { operationCatalogue } from '@/sdk/openapi/operations';
import { ApiFailure } from '@/sdk/schemas/envelope';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas/auth';
import { TokenScopes } from '@/sdk/schemas/users';
import { webhookDocs } from './webhookDocs';
import { failureStatuses, jsonSchemaOf, operationObject } from './operationObject';
import type { JsonSchema } from './operationObject';
import type { RegisteredRoute } from './routeList';

/** `/preview/:token/*` as OpenAPI writes a path: `/preview/{token}/{path}`. */
export const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace('*', '{path}');

const parametersOf = (url: string) =>
  [...openApiPath(url).matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(name === 'path' ? { description: 'The rest of the path; may hold slashes.' } : {}),
  }));

const securitySchemes = {
  adminToken: {
    type: 'apiKey',
    in: 'header',
    name: ADMIN_TOKEN_HEADER,
    description:
      "The console's session token from sign-in (43 base64url characters, 12 hours). An operation lists the roles it admits.",
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description: `An API token for another system (\`lms_…\`, made by an admin). Its scope decides: ${Object.entries(
      TokenScopes,
    )
      .map(([scope, { label, writes }]) => `\`${scope}\` (${label}${writes ? '' : ', reads only'})`)
      .join(', ')}. An operation lists the scopes it admits.`,
  },
};

/**
 * The OpenAPI 3.1 document of the routes the server registered: each described from the sdk's
 * catalogue (sdk/openapi), its security from its role guard, the webhooks from their payload
 * schemas. Built once per start, after every route is in (nothing in it is a secret).
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const doc =
      operationCatalogue[route.key] ??
      operationCatalogue[route.key.replace(/^HEAD/, 'GET') as typeof route.key];
    const operation = operationObject(route, doc);
    (operation.tags as string[]).forEach((tag) => tags.add(tag));
    const path = openApiPath(route.url);
    const item = (paths[path] ??= {});
    const parameters = parametersOf(route.url);
    if (parameters.length) item.parameters = parameters;
    item[route.method.toLowerCase()] = operation;
  }
  const failure = jsonSchemaOf(ApiFailure);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'LMS marketing site API',
      version,
      description:
        'Every call under /api/ is a POST with a JSON body (content writes may be multipart) and answers `{ success, msg, data }`; a failure `{ success: false, msg, issues? }`. docs/api.md says more.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    webhooks: webhookDocs(),
    components: {
      securitySchemes,
      schemas: { ApiFailure: failure },
      responses: Object.fromEntries(
        Object.entries(failureStatuses).map(([status, description]) => [
          `Failure${status}`,
          {
            description,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } },
            },
          },
        ]),
      ),
    },
  };
}
