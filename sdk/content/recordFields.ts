import type { z } from 'zod';
import type { ContentDefinition } from './define';
import { altField, decorativeField, describedImages } from './imageAlt';

// What each field of a stored record holds, read from its declaration's schemas: the server
// derives the record's table from it (server/db/contentColumns.ts), and tests make sample records
// from it. A field is written once, in the declaration; this is how the rest of the code sees it.

/** One field of a stored record (the record as the API answers it, without its `_id`). */
export type RecordField =
  | {
      name: string;
      kind: 'text' | 'integer';
      /** A write may leave it blank ('' or 0), so a record may hold it blank. */
      blank: boolean;
    }
  | { name: string; kind: 'boolean' }
  | { name: string; kind: 'image'; required: boolean }
  /** An image's alt text and decorative mark (sdk/content/imageAlt.ts). */
  | { name: string; kind: 'altText' | 'decorative'; image: string };
export type RecordFieldKind = RecordField['kind'];

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The kind of value a field's schema gives: text, a whole number or a flag. */
export function valueKind(schema: z.ZodType, where = 'a field'): 'text' | 'integer' | 'boolean' {
  const def = schema.def as Def;
  if (def.type === 'string' || def.type === 'enum') return 'text';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'number' && (schema as z.ZodNumber).isInt) return 'integer';
  // Wrappers: what they wrap decides (a pipe by what goes in: `requiredText().pipe(z.email())`).
  const inner = def.innerType ?? def.in;
  if (inner) return valueKind(inner, where);
  // A union such as FormBoolean (a boolean, or "true"/"false" as text) is what it parses to.
  const parsed = schema.safeParse(true);
  if (parsed.success && typeof parsed.data === 'boolean') return 'boolean';
  throw new Error(
    `${where}: no stored kind for a ${def.type} schema; declare text, a whole number or a flag`,
  );
}

/** The schema a write gives a field: a collection's create, a section's fields. */
const writeSchema = (definition: ContentDefinition, name: string): z.ZodType | undefined =>
  (definition.kind === 'collection' ? definition.create : definition.fields).shape[name] as
    z.ZodType | undefined;

/**
 * Every field of a declaration's stored record, in the order of its answer (`item`): its text,
 * numbers and flags by their schema, its images and each described image's alt text and mark.
 */
export function recordFields(definition: ContentDefinition): RecordField[] {
  const alt = new Map<string, { kind: 'altText' | 'decorative'; image: string }>(
    describedImages(definition.images).flatMap((image) => [
      [altField(image), { kind: 'altText', image }],
      [decorativeField(image), { kind: 'decorative', image }],
    ]),
  );
  const names = Object.keys(definition.item.shape).filter((name) => name !== '_id');
  return names.map((name): RecordField => {
    const image = definition.images[name];
    if (image) return { name, kind: 'image', required: image.required };
    const described = alt.get(name);
    if (described) return { name, ...described };
    const where = `${definition.key}.${name}`;
    const kind = valueKind(definition.item.shape[name] as z.ZodType, where);
    if (kind === 'boolean') return { name, kind };
    const write = writeSchema(definition, name);
    const blank = !write || write.safeParse(kind === 'text' ? '' : 0).success;
    return { name, kind, blank };
  });
}
