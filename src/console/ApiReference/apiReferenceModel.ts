import { OPENAPI_METHODS } from '@/sdk/schemas/openApi';
import type {
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  OpenApiSchema,
} from '@/sdk/schemas/openApi';

// The document as the reference page reads it: operations grouped by tag, each with who may
// call it, its body and its answers (shared failures resolved), and the webhooks sent.

/** One way in: a scheme in words and the roles or scopes it admits. */
export interface AccessRule {
  /** 'Console sign-in (x-admin-token header)', 'API token (Authorization: Bearer)'. */
  how: string;
  /** The roles or token scopes; none for a scheme that takes any valid token. */
  who: string[];
}

export interface ReferenceAnswer {
  status: string;
  description: string;
  /** What the answer carries: the envelope's `data`, or the whole body of a plain answer. */
  schema?: OpenApiSchema;
  /** Whether `schema` is the envelope's `data` (the reader is told which). */
  inEnvelope: boolean;
}

export interface ReferenceOperation {
  /** Unique in the document: the operation's id, else its method and path. */
  id: string;
  /** 'GET', or 'GET' and 'HEAD' where both answer the path alike. */
  methods: string[];
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Empty: anyone may call it. */
  access: AccessRule[];
  parameters: OpenApiParameter[];
  body: { required: boolean; contentTypes: string[]; schema?: OpenApiSchema } | null;
  answers: ReferenceAnswer[];
}

export interface ReferenceGroup {
  tag: string;
  operations: ReferenceOperation[];
}

export interface ReferenceWebhook {
  event: string;
  summary: string;
  headers: OpenApiParameter[];
  payload?: OpenApiSchema;
}

// The body a reader most likely sends: JSON first, then a form's.
const preferredTypes = ['application/json', 'multipart/form-data'];
const bodySchema = (content: Record<string, { schema?: OpenApiSchema }>) => {
  const type = preferredTypes.find((t) => content[t]) ?? Object.keys(content)[0];
  return type ? content[type]?.schema : undefined;
};

function accessOf(document: OpenApiDocument, operation: OpenApiOperation): AccessRule[] {
  const schemes = document.components.securitySchemes;
  return (operation.security ?? []).flatMap((requirement) =>
    Object.entries(requirement).map(([name, who]) => {
      const scheme = schemes[name];
      const how =
        scheme?.type === 'apiKey'
          ? `Console sign-in (${scheme.name ?? name} ${scheme.in ?? 'header'})`
          : scheme?.type === 'http' && scheme.scheme === 'bearer'
            ? 'API token (Authorization: Bearer)'
            : name;
      return { how, who };
    }),
  );
}

/** `#/components/responses/Failure400` resolved; an answer written in place as it is. */
function resolved(document: OpenApiDocument, answer: OpenApiResponse): OpenApiResponse {
  const name = answer.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
  return (name && document.components.responses[name]) || answer;
}

/** The envelope's `data` where the answer is `{ success, msg, data }`; else the whole body. */
function carried(answer: OpenApiResponse): Pick<ReferenceAnswer, 'schema' | 'inEnvelope'> {
  const schema = answer.content ? bodySchema(answer.content) : undefined;
  const data = schema?.properties?.success ? schema.properties.data : undefined;
  return data ? { schema: data, inEnvelope: true } : { schema, inEnvelope: false };
}

function answersOf(document: OpenApiDocument, operation: OpenApiOperation): ReferenceAnswer[] {
  return Object.entries(operation.responses)
    .map(([status, written]) => {
      const answer = resolved(document, written);
      return { status, description: answer.description ?? '', ...carried(answer) };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
}

function describe(
  document: OpenApiDocument,
  path: string,
  methods: string[],
  operation: OpenApiOperation,
  pathParameters: OpenApiParameter[],
): ReferenceOperation {
  const content = operation.requestBody?.content;
  return {
    id: operation.operationId ?? `${methods.join('-')} ${path}`,
    methods,
    path,
    tag: operation.tags[0] ?? 'Other',
    summary: operation.summary ?? '',
    description: operation.description,
    access: accessOf(document, operation),
    parameters: [...pathParameters, ...(operation.parameters ?? [])],
    body: content
      ? {
          required: operation.requestBody?.required ?? false,
          contentTypes: Object.keys(content),
          schema: bodySchema(content),
        }
      : null,
    answers: answersOf(document, operation),
  };
}

/** Every operation, grouped by its first tag in the document's order of tags. */
export function referenceGroups(document: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPENAPI_METHODS) {
      const operation = item[method];
      // HEAD beside GET answers the same without a body: one entry, both methods.
      if (!operation || (method === 'head' && item.get)) continue;
      const methods = method === 'get' && item.head ? ['GET', 'HEAD'] : [method.toUpperCase()];
      const described = describe(document, path, methods, operation, item.parameters ?? []);
      const group = groups.get(described.tag) ?? [];
      groups.set(described.tag, [...group, described]);
    }
  }
  return [...groups]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => ({ tag, operations }));
}

/** The deliveries the server sends, one per event type (`webhooks`, posted to the receiver). */
export function referenceWebhooks(document: OpenApiDocument): ReferenceWebhook[] {
  return Object.entries(document.webhooks).flatMap(([event, item]) =>
    item.post
      ? [
          {
            event,
            summary: item.post.summary ?? '',
            headers: (item.post.parameters ?? []).filter((p) => p.in === 'header'),
            payload: item.post.requestBody ? bodySchema(item.post.requestBody.content) : undefined,
          },
        ]
      : [],
  );
}

/** Every word of the search appears (any case) in one of the texts. */
export function matchesSearch(query: string, texts: readonly (string | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export const operationTexts = (operation: ReferenceOperation) => [
  ...operation.methods,
  operation.path,
  operation.tag,
  operation.summary,
  operation.description,
];

export const webhookTexts = (webhook: ReferenceWebhook) => [
  'webhook',
  webhook.event,
  webhook.summary,
];
