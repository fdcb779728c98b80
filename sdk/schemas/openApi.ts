import { z } from 'zod';

// The API's own description (GET /api/openapi.json, issue 46) as the console's reference reads
// it: only what that page shows. Objects are loose, so a keyword the document gains later is kept
// rather than refused; every part the page does not need stays unread.

/** Where the server answers its OpenAPI document (server/routes/openapi.ts: OPENAPI_PATH). */
export const API_DESCRIPTION_PATH = '/api/openapi.json';

/** One JSON Schema (2020-12) node of a body, an answer or a webhook payload. */
export const OpenApiSchema = z.looseObject({
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  description: z.optional(z.string()),
  format: z.optional(z.string()),
  pattern: z.optional(z.string()),
  const: z.optional(z.unknown()),
  enum: z.optional(z.array(z.unknown())),
  default: z.optional(z.unknown()),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  minItems: z.optional(z.number()),
  maxItems: z.optional(z.number()),
  contentMediaType: z.optional(z.string()),
  required: z.optional(z.array(z.string())),
  get properties(): z.ZodOptional<z.ZodRecord<z.ZodString, typeof OpenApiSchema>> {
    return z.optional(z.record(z.string(), OpenApiSchema));
  },
  get items(): z.ZodOptional<typeof OpenApiSchema> {
    return z.optional(OpenApiSchema);
  },
  get anyOf(): z.ZodOptional<z.ZodArray<typeof OpenApiSchema>> {
    return z.optional(z.array(OpenApiSchema));
  },
  get oneOf(): z.ZodOptional<z.ZodArray<typeof OpenApiSchema>> {
    return z.optional(z.array(OpenApiSchema));
  },
});
export type OpenApiSchema = z.infer<typeof OpenApiSchema>;

/** A body or an answer by content type (`application/json`, `multipart/form-data`). */
const MediaTypes = z.record(z.string(), z.looseObject({ schema: z.optional(OpenApiSchema) }));

/** An answer, or a `$ref` to one of `components.responses` (the shared failures). */
export const OpenApiResponse = z.looseObject({
  $ref: z.optional(z.string()),
  description: z.optional(z.string()),
  content: z.optional(MediaTypes),
});
export type OpenApiResponse = z.infer<typeof OpenApiResponse>;

/** A path parameter, or a header a webhook delivery carries. */
export const OpenApiParameter = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  schema: z.optional(OpenApiSchema),
});
export type OpenApiParameter = z.infer<typeof OpenApiParameter>;

export const OpenApiOperation = z.looseObject({
  operationId: z.optional(z.string()),
  tags: z.array(z.string()).default([]),
  summary: z.optional(z.string()),
  description: z.optional(z.string()),
  /** Who may call it: each entry one way in (a scheme's name and the roles or scopes it admits). */
  security: z.optional(z.array(z.record(z.string(), z.array(z.string())))),
  parameters: z.optional(z.array(OpenApiParameter)),
  requestBody: z.optional(
    z.looseObject({
      required: z.optional(z.boolean()),
      description: z.optional(z.string()),
      content: MediaTypes,
    }),
  ),
  responses: z.record(z.string(), OpenApiResponse).default({}),
});
export type OpenApiOperation = z.infer<typeof OpenApiOperation>;

/** The methods a path item may hold, in the order a reader expects them. */
export const OPENAPI_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

export const OpenApiPathItem = z.looseObject({
  parameters: z.optional(z.array(OpenApiParameter)),
  get: z.optional(OpenApiOperation),
  head: z.optional(OpenApiOperation),
  post: z.optional(OpenApiOperation),
  put: z.optional(OpenApiOperation),
  patch: z.optional(OpenApiOperation),
  delete: z.optional(OpenApiOperation),
});
export type OpenApiPathItem = z.infer<typeof OpenApiPathItem>;

/** How a caller proves who it is (`apiKey` in a header, `http` bearer). */
export const OpenApiSecurityScheme = z.looseObject({
  type: z.string(),
  in: z.optional(z.string()),
  name: z.optional(z.string()),
  scheme: z.optional(z.string()),
  description: z.optional(z.string()),
});
export type OpenApiSecurityScheme = z.infer<typeof OpenApiSecurityScheme>;

/** The document (OpenAPI 3.1): its title and version, every path, the webhooks it sends. */
export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.optional(z.string()),
  }),
  tags: z
    .array(z.looseObject({ name: z.string(), description: z.optional(z.string()) }))
    .default([]),
  paths: z.record(z.string(), OpenApiPathItem).default({}),
  webhooks: z.record(z.string(), OpenApiPathItem).default({}),
  components: z
    .looseObject({
      securitySchemes: z.record(z.string(), OpenApiSecurityScheme).default({}),
      responses: z.record(z.string(), OpenApiResponse).default({}),
    })
    .default({ securitySchemes: {}, responses: {} }),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;
