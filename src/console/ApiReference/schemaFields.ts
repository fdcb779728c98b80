import type { OpenApiSchema } from '@/sdk/schemas/openApi';

// A JSON Schema node as the rows a person reads: each field's name, type, whether it must be
// sent, and its limits in words. Only what the document's schemas use (they come from zod's
// toJSONSchema): objects, arrays, unions, enums and constants, string and number limits.

export interface SchemaField {
  name: string;
  /** 'string', 'array of object', 'string or null', 'file (image/*)'. */
  type: string;
  required: boolean;
  description?: string;
  /** '1–64 characters', 'one of: new, contacted', 'default true'. */
  limits: string[];
  /** An object's fields, or those of an array's items. */
  fields: SchemaField[];
}

/** Deeper fields are left out: the page stays readable, and the raw document has them all. */
const MAX_DEPTH = 4;
// zod writes a plain number's bounds as the safe-integer range: no limit a person needs to read.
const isNoLimit = (value: number) => Math.abs(value) >= Number.MAX_SAFE_INTEGER;
// Formats a reader knows; zod's own (`starts_with`) are said better by their pattern.
const namedFormats = new Set(['date-time', 'date', 'email', 'uri', 'uuid', 'ipv4', 'ipv6']);
const SHORT_PATTERN = 40;

const choicesOf = (schema: OpenApiSchema) => schema.anyOf ?? schema.oneOf ?? [];
const isNull = (schema: OpenApiSchema) => schema.type === 'null';
/** `anyOf: [X, null]` reads as X (its type says "or null"). */
const withoutNull = (schema: OpenApiSchema): OpenApiSchema | undefined => {
  const rest = choicesOf(schema).filter((choice) => !isNull(choice));
  return rest.length === 1 ? rest[0] : undefined;
};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The type of a node in words. */
export function typeOf(schema: OpenApiSchema): string {
  const choices = choicesOf(schema);
  if (choices.length) return [...new Set(choices.map(typeOf))].join(' or ');
  if (schema.contentMediaType) return `file (${schema.contentMediaType})`;
  const types = [schema.type ?? []].flat();
  if (types.length === 0) {
    if (schema.const !== undefined) return typeof schema.const;
    if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))].join(' or ');
    return 'any';
  }
  return types
    .map((type) => {
      if (type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
      if (type === 'string' && schema.format && namedFormats.has(schema.format))
        return `string (${schema.format})`;
      return type;
    })
    .join(' or ');
}

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  const low = min !== undefined && !isNoLimit(min) && min > 0 ? min : undefined;
  const high = max !== undefined && !isNoLimit(max) ? max : undefined;
  if (low !== undefined && high !== undefined)
    return low === high ? `exactly ${low}${unit}` : `${low}–${high}${unit}`;
  if (low !== undefined) return `at least ${low}${unit}`;
  if (high !== undefined) return `at most ${high}${unit}`;
  return null;
};

/** A node's limits in words: length, range, items, allowed values, pattern, default. */
export function limitsOf(schema: OpenApiSchema): string[] {
  const inner = withoutNull(schema);
  const own = [
    range(schema.minLength, schema.maxLength, ' characters'),
    range(schema.minimum, schema.maximum, ''),
    range(schema.minItems, schema.maxItems, ' items'),
    schema.const !== undefined ? `always ${show(schema.const)}` : null,
    schema.enum ? `one of: ${schema.enum.map(show).join(', ')}` : null,
    schema.items?.enum ? `each one of: ${schema.items.enum.map(show).join(', ')}` : null,
    schema.pattern && !schema.format?.match(/date|time/) && schema.pattern.length <= SHORT_PATTERN
      ? `pattern ${schema.pattern}`
      : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
  ].filter((limit): limit is string => limit !== null);
  return inner ? [...own, ...limitsOf(inner)] : own;
}

/** The objects a node's fields come from: itself, its array's items, each of its choices. */
function objectsOf(schema: OpenApiSchema): OpenApiSchema[] {
  const own = schema.properties ? [schema] : schema.items ? objectsOf(schema.items) : [];
  return [...own, ...choicesOf(schema).flatMap(objectsOf)];
}

/** The fields of a node (an object, an array of objects, a union of objects), in order. */
export function fieldsOf(schema: OpenApiSchema | undefined, depth = 0): SchemaField[] {
  if (!schema || depth >= MAX_DEPTH) return [];
  const seen = new Map<string, SchemaField>();
  for (const object of objectsOf(schema)) {
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      if (seen.has(name)) continue;
      seen.set(name, {
        name,
        type: typeOf(property),
        required: object.required?.includes(name) ?? false,
        description: property.description ?? withoutNull(property)?.description,
        limits: limitsOf(property),
        fields: fieldsOf(property, depth + 1),
      });
    }
  }
  return [...seen.values()];
}
