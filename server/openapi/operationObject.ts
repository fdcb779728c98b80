import { z } from 'zod';
import type { OperationDoc } from '@/sdk/openapi/operation';
import { apiSuccess } from '@/sdk/schemas/envelope';
import type { RegisteredRoute } from './routeList';

// One route as an OpenAPI operation object: its body, its answers and who may call it.

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as it travels: `io: 'input'` is
 * what a parse accepts (the server's of a body, the sdk's of an answer), so defaults are optional
 * and an answer may carry fields a reader does not know yet. What JSON Schema cannot say (a
 * transform) is left open rather than refused.
 */
export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
};

/** Every failure's body: `{ success: false, msg, issues? }` (a component of the document). */
export const failureStatuses: Record<number, string> = {
  400: 'Invalid input: `issues` lists each field',
  401: 'No token, or an unknown, expired or revoked one',
  403: "The role or the API token's scope does not allow this",
  404: 'No record with this id',
  409: 'The change does not apply in this state',
  410: 'Gone: the challenge expired or was used',
  413: 'An upload larger than the limit',
  415: 'An upload that is not a png, jpeg, webp or gif by content, or the wrong body type',
  422: 'The Idempotency-Key already holds another lead',
  429: 'Rate limited: see Retry-After',
  500: 'Something went wrong on our side (details only in the log)',
  503: 'Busy or not ready: see Retry-After',
};

const fileParts = (images: readonly string[]) =>
  Object.fromEntries(images.map((name) => [name, { type: 'string', contentMediaType: 'image/*' }]));

/** A form's fields: an object's properties, or those of each choice of a union. */
const fieldsOf = (schema: JsonSchema): JsonSchema =>
  Object.assign(
    {},
    schema.properties ?? {},
    ...((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).map(fieldsOf),
  ) as JsonSchema;

/** A POST that reads nothing still takes the `{}` the sdk sends. */
const nothingRead = {
  required: false,
  content: {
    'application/json': { schema: { type: 'object', description: 'Nothing is read: send {}.' } },
  },
};

function requestBody(doc: OperationDoc | undefined): JsonSchema | undefined {
  if (!doc?.request && doc?.requestKind !== 'form') return nothingRead;
  const schema = doc.request ? jsonSchemaOf(doc.request) : { type: 'object' };
  const kind = doc.requestKind ?? 'json';
  const multipart = {
    schema: {
      type: 'object',
      description: 'Text fields as the JSON body has them (sent as text), and image file parts.',
      properties: { ...fieldsOf(schema), ...fileParts(doc.images ?? []) },
    },
  };
  const content: JsonSchema = {};
  if (kind === 'json' || kind === 'json-or-multipart') content['application/json'] = { schema };
  if (kind === 'multipart' || kind === 'json-or-multipart')
    content['multipart/form-data'] = multipart;
  if (kind === 'form') content['application/x-www-form-urlencoded'] = { schema };
  if (kind === 'json-or-text') {
    content['application/json'] = { schema };
    content['text/plain'] = {
      schema: {
        type: 'string',
        description:
          'The same JSON as a string (navigator.sendBeacon sends a string as text/plain)',
        contentMediaType: 'application/json',
        contentSchema: schema,
      },
    };
  }
  return { required: Boolean(doc.request && kind !== 'json-or-multipart'), content };
}

function successAnswer(doc: OperationDoc | undefined): JsonSchema {
  if (doc?.answer) {
    const { contentType, description, schema } = doc.answer;
    return {
      description,
      content: { [contentType]: schema ? { schema: jsonSchemaOf(schema) } : {} },
    };
  }
  const data = doc?.data ?? z.unknown();
  return {
    description: 'The envelope: `{ success: true, msg, data }`',
    content: { 'application/json': { schema: jsonSchemaOf(apiSuccess(data)) } },
  };
}

/** The failures a route can answer: by what it takes and who may call it, and its own. */
function failures(route: RegisteredRoute, doc: OperationDoc | undefined): number[] {
  const statuses = new Set<number>([500, ...(doc?.errors ?? [])]);
  if (route.method !== 'GET' && route.method !== 'HEAD') statuses.add(400);
  if (route.access) [401, 403].forEach((status) => statuses.add(status));
  if (route.rateLimited) statuses.add(429);
  return [...statuses].filter((status) => status >= 400).sort();
}

/** The OpenAPI operation of a registered route; `doc` is its catalogue entry, if it has one. */
export function operationObject(route: RegisteredRoute, doc: OperationDoc | undefined): JsonSchema {
  const responses: JsonSchema = {};
  if (doc?.errors?.includes(303))
    responses['303'] = { description: 'Stored: on to the thanks page (post/redirect/get)' };
  else if (route.method === 'HEAD') responses['200'] = { description: 'As GET, without the body' };
  else if (doc?.answer?.status === 204) responses['204'] = { description: doc.answer.description };
  else responses['200'] = successAnswer(doc);
  for (const status of failures(route, doc))
    responses[String(status)] = route.url.startsWith('/api/')
      ? { $ref: `#/components/responses/Failure${status}` }
      : { description: failureStatuses[status] ?? 'Failure' };
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : requestBody(doc);
  return {
    operationId: operationIdOf(route),
    tags: [doc?.tag ?? UNDESCRIBED],
    summary: doc?.summary ?? 'Not described yet: answers the envelope',
    security: route.access
      ? [
          { adminToken: [...route.access.roles] },
          ...(route.access.scopes.length ? [{ apiToken: route.access.scopes }] : []),
        ]
      : [],
    'x-access': route.access
      ? { area: route.access.area, roles: route.access.roles, readOnly: route.access.readOnly }
      : 'public',
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The tag of a route the catalogue does not describe (server/test/openApi.test.ts names it). */
export const UNDESCRIBED = 'Undescribed';

/** `postApiAdminWebhooksCreate`, `getPreviewTokenPath`: unique, as method and path are. */
const operationIdOf = (route: RegisteredRoute) =>
  route.method.toLowerCase() +
  route.url
    .replace('*', 'path')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
