import { describe, expect, it } from 'vitest';
import { OpenApiSchema } from '@/sdk/schemas/openApi';
import { fieldsOf, limitsOf, typeOf } from './schemaFields';

// What the reference says of a field: the schemas are as zod's toJSONSchema writes them.

const schema = (json: unknown) => OpenApiSchema.parse(json);

describe('a schema in words', () => {
  it('names types, nullable unions, arrays, formats and files', () => {
    expect(typeOf(schema({ type: ['string', 'null'] }))).toBe('string or null');
    expect(typeOf(schema({ anyOf: [{ type: 'object' }, { type: 'null' }] }))).toBe(
      'object or null',
    );
    expect(typeOf(schema({ type: 'array', items: { type: 'string' } }))).toBe('array of string');
    expect(typeOf(schema({ type: 'string', format: 'date-time' }))).toBe('string (date-time)');
    // zod's own formats say nothing to a reader; their pattern does.
    expect(typeOf(schema({ type: 'string', format: 'starts_with' }))).toBe('string');
    expect(typeOf(schema({ type: 'string', contentMediaType: 'image/*' }))).toBe('file (image/*)');
    expect(typeOf(schema({}))).toBe('any');
  });

  it('says limits in words, and leaves out the safe-integer bounds of a plain number', () => {
    expect(limitsOf(schema({ type: 'string', minLength: 1, maxLength: 64 }))).toEqual([
      '1–64 characters',
    ]);
    expect(limitsOf(schema({ type: 'string', maxLength: 200, default: '' }))).toEqual([
      'at most 200 characters',
      'default ""',
    ]);
    const safe = Number.MAX_SAFE_INTEGER;
    expect(limitsOf(schema({ type: 'integer', minimum: -safe, maximum: safe }))).toEqual([]);
    expect(limitsOf(schema({ type: 'integer', minimum: 1, maximum: 365 }))).toEqual(['1–365']);
    expect(
      limitsOf(schema({ type: 'array', minItems: 1, items: { enum: ['lead.created', 'x'] } })),
    ).toEqual(['at least 1 items', 'each one of: lead.created, x']);
    expect(limitsOf(schema({ const: 'lead.created' }))).toEqual(['always lead.created']);
    expect(limitsOf(schema({ type: 'string', pattern: '^whsec_.*' }))).toEqual([
      'pattern ^whsec_.*',
    ]);
    // A long pattern (a date-time's) is noise: its format says it.
    expect(limitsOf(schema({ type: 'string', pattern: `^${'\\d'.repeat(30)}$` }))).toEqual([]);
    expect(
      limitsOf(schema({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] })),
    ).toEqual(['at most 5 characters']);
  });

  it('lists fields with required, nested objects, arrays of objects and unions merged', () => {
    const body = schema({
      type: 'object',
      required: ['leadId'],
      properties: {
        leadId: { type: 'string', description: 'The lead' },
        owner: {
          anyOf: [
            { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            { type: 'null' },
          ],
        },
        notes: { type: 'array', items: { type: 'object', properties: { text: {} } } },
      },
      anyOf: [{ type: 'object', properties: { leadId: {}, status: { enum: ['new'] } } }],
    });
    const fields = fieldsOf(body);
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['leadId', 'string', true],
      ['owner', 'object or null', false],
      ['notes', 'array of object', false],
      ['status', 'string', false],
    ]);
    expect(fields[0]?.description).toBe('The lead');
    expect(fields[1]?.fields.map((f) => [f.name, f.required])).toEqual([['name', true]]);
    expect(fields[2]?.fields.map((f) => f.name)).toEqual(['text']);
  });

  it('stops four levels down: the raw document has the rest', () => {
    let deep: unknown = { type: 'string' };
    for (let level = 0; level < 6; level++)
      deep = { type: 'object', properties: { [`level${5 - level}`]: deep } };
    let fields = fieldsOf(schema(deep));
    const names: string[] = [];
    while (fields[0]) {
      names.push(fields[0].name);
      fields = fields[0].fields;
    }
    expect(names).toEqual(['level0', 'level1', 'level2', 'level3']);
  });
});
