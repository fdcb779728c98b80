import fc from 'fast-check';
import { z } from 'zod';

/**
 * Payloads derived from an sdk zod schema. Valid ones vary each field within what the schema
 * says (lengths, bounds, enum values) with unicode edge cases mixed in, and keep only what the
 * schema itself accepts; the schema stays the oracle, so the fuzzer and the server cannot drift.
 */

type Shape = Record<string, z.ZodType>;
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: Array<{ _zod: { def: { check: string } } }>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** An object schema of either zod API (the lead's is zod/mini: sdk/schemas/leadCreate.ts). */
export type ObjectSchema = z.core.$ZodObject;
const shapeOf = (schema: ObjectSchema) => schema._zod.def.shape as unknown as Shape;

/** A string's length limit, read from its checks: zod/mini schemas have no `maxLength` getter. */
function lengthLimit(schema: z.ZodType, check: 'max_length' | 'min_length'): number | undefined {
  const found = (defOf(schema).checks ?? []).find((c) => c._zod.def.check === check);
  const def = found?._zod.def as { maximum?: number; minimum?: number } | undefined;
  return check === 'max_length' ? def?.maximum : def?.minimum;
}

/** Through optional, default and pipe wrappers to the schema that describes the value. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return core(def.innerType);
  if (def.type === 'pipe' && def.in) return core(def.in);
  return schema;
}

/**
 * Formats (email, ids), patterns and refinements (phone numbers, link lines), on the field itself
 * or on either side of a pipe (`requiredText(254).pipe(z.email())`): random text would almost
 * never pass them. A pipe's `out` counts too, or generation would try hundreds of payloads for
 * each one the schema keeps (site settings' four e-mail fields took 38 s for 150 payloads).
 */
function isShaped(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.innerType) return isShaped(def.innerType);
  if (def.type === 'pipe') {
    return (def.in ? isShaped(def.in) : false) || (def.out ? isShaped(def.out) : false);
  }
  if (def.type !== 'string') return false;
  if ((schema as z.ZodString).format) return true;
  return (def.checks ?? []).some((c) => ['string_format', 'custom'].includes(c._zod.def.check));
}

/**
 * Days at and past the ends of the API's date range (sdk/schemas/common.ts, DATE_RANGE) and of
 * what the database holds (no year 0, no year 10000), each also as a time with an offset.
 */
export const BOUNDARY_DAYS = [
  '0000-01-01',
  '1999-12-31',
  '2000-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
] as const;
export const BOUNDARY_DATES = BOUNDARY_DAYS.flatMap((day) => [
  day,
  `${day}T00:00:00Z`,
  `${day}T23:59:59+05:30`,
]);
const boundaryDate = fc.constantFrom(...BOUNDARY_DATES);

/**
 * A date or time field: it takes a day or a time in the date range and refuses the same past it
 * (free text, or a phone number, takes both).
 */
export function isDateField(field: z.ZodType): boolean {
  const takes = (value: string) => z.safeParse(field, value).success;
  return [
    ['2026-11-21', '9999-11-21'],
    ['2026-11-21T10:00:00+05:30', '9999-11-21T10:00:00+05:30'],
  ].some(([inside = '', past = '']) => takes(inside) && !takes(past));
}

/** Text people really type: RTL marks, combining accents, 4-byte emoji, CJK, plain ASCII. */
const edgeText = fc.constantFrom(
  'Asha',
  '\u200fمرحبا\u200e',
  '\u202eevil\u202c',
  'e\u0301',
  '😀🎓👩🏽‍🏫',
  '学习',
  '  padded  ',
  "O'Brien; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '%s%n{0}',
);

function stringValue(schema: z.ZodString, sample: unknown, shaped: boolean): fc.Arbitrary<unknown> {
  const max = Math.min(lengthLimit(schema, 'max_length') ?? 300, 300);
  const min = lengthLimit(schema, 'min_length') ?? 0;
  // Shaped text stays the sample; free text goes wild.
  if (shaped) return fc.constant(sample);
  const free = fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
  const mixed = fc.array(edgeText, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
  const atMax = fc.constant('x'.repeat(lengthLimit(schema, 'max_length') ?? 10));
  return fc.oneof(fc.constant(sample), free, mixed, atMax);
}

function valueFor(field: z.ZodType, sample: unknown): fc.Arbitrary<unknown> {
  const schema = core(field);
  const { type } = defOf(schema);
  // The range's own ends are valid too; the filter below drops the ones past them.
  if (isDateField(field)) return fc.oneof(fc.constant(sample), boundaryDate);
  if (type === 'string') return stringValue(schema as z.ZodString, sample, isShaped(field));
  if (type === 'number') {
    const n = schema as z.ZodNumber;
    const min = Math.max(n.minValue ?? -1e6, -1e9);
    const max = Math.min(n.maxValue ?? 1e6, 1e9);
    return fc.oneof(fc.constant(sample), fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  if (type === 'boolean' || type === 'union') return fc.constantFrom(sample, true, false);
  if (type === 'enum') return fc.constantFrom(...(schema as z.ZodEnum).options);
  return fc.constant(sample);
}

/** Objects the schema accepts, starting from a valid sample; `fixed` keys keep their value. */
export function validPayload(
  schema: ObjectSchema,
  sample: Record<string, unknown>,
  fixed: readonly string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const shape = shapeOf(schema);
  const fields = Object.fromEntries(
    Object.keys(sample).map((key) => {
      const field = shape[key];
      const value =
        fixed.includes(key) || !field ? fc.constant(sample[key]) : valueFor(field, sample[key]);
      return [key, value];
    }),
  );
  return fc
    .record(fields)
    .filter(
      (value) => z.safeParse(schema, value).success && !JSON.stringify(value).includes('\\u0000'),
    );
}

/** Values of the wrong kind, or of the right kind at or past a limit. */
const hostileValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e20, 2 ** 53 + 1, -1e308, 1e308, [], {}, ''),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d'),
  fc.constant([[[['deep']]]]),
  fc.constant({ nested: { deeper: [1, [2, [3]]] } }),
  fc.constant('y'.repeat(100_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'remove'; key: string }
  | { kind: 'unknown key'; key: string; value: unknown }
  | { kind: 'past max length'; key: string }
  | { kind: 'boundary date'; key: string; value: string };

/** One change to a valid payload that may make it invalid. */
export function mutation(schema: ObjectSchema, keys: readonly string[]): fc.Arbitrary<Mutation> {
  const shape = shapeOf(schema);
  const bounded = keys.filter((key) => {
    const field = shape[key];
    return field && defOf(core(field)).type === 'string' && lengthLimit(core(field), 'max_length');
  });
  const key = fc.constantFrom(...keys);
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc.record({ kind: fc.constant('replace' as const), key, value: hostileValue }),
    fc.record({ kind: fc.constant('remove' as const), key }),
    fc.record({
      kind: fc.constant('unknown key' as const),
      key: fc.constantFrom('__proto__x', 'constructor', 'extra', '$where', 'isAdmin'),
      value: hostileValue,
    }),
  ];
  const dates = keys.filter((key) => shape[key] && isDateField(shape[key]));
  if (dates.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('boundary date' as const),
        key: fc.constantFrom(...dates),
        value: boundaryDate,
      }),
    );
  }
  if (bounded.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('past max length' as const),
        key: fc.constantFrom(...bounded),
      }),
    );
  }
  return fc.oneof(...options);
}

export function applyMutation(
  schema: ObjectSchema,
  payload: Record<string, unknown>,
  change: Mutation,
): Record<string, unknown> {
  const next = { ...payload };
  if (change.kind === 'remove') delete next[change.key];
  else if (change.kind === 'past max length') {
    const field = core(shapeOf(schema)[change.key] as z.ZodType);
    next[change.key] = 'z'.repeat((lengthLimit(field, 'max_length') ?? 0) + 1);
  } else next[change.key] = change.value;
  return next;
}
