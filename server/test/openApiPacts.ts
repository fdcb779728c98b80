import { Ajv2020 } from 'ajv/dist/2020';
import { openApiPath } from '../openapi/document';

// Checks recorded exchanges (Pact interactions and messages) against the API's OpenAPI document
// (server/test/openApi.test.ts): each problem one line naming the interaction.

type Json = Record<string, unknown>;
interface PactBody {
  content?: unknown;
  contentType?: string;
}
export interface Interaction {
  description: string;
  request: { method: string; path: string; body?: PactBody };
  response: { status: number; body?: PactBody };
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

export function schemaChecker(document: Json) {
  const resolve = (node: Json): Json => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const found = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], document);
    return resolve(found as Json);
  };
  const problems = (schema: Json, value: unknown, { partial = false } = {}): string | null => {
    const resolved = resolve(schema);
    const validate = ajv.compile(partial ? (withoutRequired(resolved) as Json) : resolved);
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
  const operationOf = (method: string, url: string) =>
    (document.paths as Record<string, Record<string, Json>>)[openApiPath(url)]?.[
      method.toLowerCase()
    ];
  return { resolve, problems, operationOf };
}

/**
 * A Pact answer holds only what its consumer reads (the provider may send more), so an answer is
 * checked for the type of every field it holds, not for the fields it leaves out.
 */
const withoutRequired = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutRequired)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key, value]) => key !== 'required' || !Array.isArray(value))
            .map(([key, value]) => [key, withoutRequired(value)]),
        )
      : node;

/** The part names of a multipart body as Pact stores it (base64). */
const partNames = (body: PactBody) =>
  [
    ...Buffer.from(String(body.content), 'base64')
      .toString('latin1')
      .matchAll(/[;\s]name="([^"]+)"/g),
  ].map(([, name]) => name ?? '');

/** What does not fit the document in one interaction: its request body, status and answer. */
export function interactionProblems(document: Json, interaction: Interaction): string[] {
  const { resolve, problems, operationOf } = schemaChecker(document);
  const { description, request, response } = interaction;
  const operation = operationOf(request.method, request.path);
  if (!operation) return [`${description}: ${request.method} ${request.path} is not described`];
  const found: string[] = [];
  const type = request.body?.contentType?.split(';')[0];
  if (type) {
    const content = (operation.requestBody as Json | undefined)?.content as Json | undefined;
    const media = content?.[type] as Json | undefined;
    const schema = media?.schema as Json | undefined;
    if (!schema) found.push(`${description}: takes no ${type} body`);
    else if (type === 'multipart/form-data') {
      const known = Object.keys((schema.properties as Json | undefined) ?? {});
      const unknown = partNames(request.body ?? {}).filter((name) => !known.includes(name));
      if (unknown.length) found.push(`${description}: unknown parts ${unknown.join(', ')}`);
    } else if (type === 'text/plain' && schema.contentSchema) {
      // JSON sent as a string (the analytics beacon): the string's content is what is checked.
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(request.body?.content));
      } catch {
        found.push(`${description}: request is not JSON`);
      }
      const problem = problems(schema.contentSchema as Json, parsed);
      if (problem) found.push(`${description}: request ${problem}`);
    } else {
      const problem = problems(schema, request.body?.content);
      if (problem) found.push(`${description}: request ${problem}`);
    }
  }
  const answer = (operation.responses as Record<string, Json>)[String(response.status)];
  if (!answer) return [...found, `${description}: status ${response.status} is not described`];
  if (response.body?.contentType !== 'application/json') return found;
  const media = (resolve(answer).content as Json | undefined)?.['application/json'] as
    Json | undefined;
  if (!media?.schema) return [...found, `${description}: answers no JSON`];
  const problem = problems(media.schema as Json, response.body.content, { partial: true });
  return problem ? [...found, `${description}: answer ${problem}`] : found;
}
