import { z } from 'zod';
import type { ImageRule, ImageRules } from './define';

// Field builders (issue 44): a declaration lists each field once, with its kind and limits, and
// its answer schema, write schema, image rules and sample values follow from that one list
// (the functions below). The builders are in ./textFields.ts, ./valueFields.ts and
// ./nestedFields.ts. The console's wording stays in src/console/contentScreens, keyed by the same
// names, so none of it reaches the public pages' bundle.

/** The kinds a field is built as; the console picks its editor by its own kind list. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'markdown'
  | 'number'
  | 'boolean'
  | 'url'
  | 'email'
  | 'phone'
  | 'image'
  | 'select'
  | 'date'
  | 'list'
  | 'reference';

/** One declared field: `item` is its schema in the API's answer, `write` in a write. */
export interface Field<
  K extends FieldKind = FieldKind,
  Item extends z.ZodType = z.ZodType,
  Write extends z.ZodType | null = z.ZodType | null,
> {
  kind: K;
  /** Whether a visitor sees it on the site; a status flag or a console-only name does not. */
  visitor: boolean;
  item: Item;
  /** Null for an image: it is a file part beside the fields, never a field of the write. */
  write: Write;
  /** A value the write takes, for fixtures and tests (an image's: a stored path). */
  sample: (name: string) => z.output<Item>;
  /** An image's rule; define.ts's ImageRules are read from the image fields. */
  image?: ImageRule;
}

export interface FieldOptions<T> {
  /** Whether a visitor sees the field (default true). */
  visitor?: boolean;
  /** A sample that suits the field better than the kind's own. */
  sample?: T;
}

/** A declaration's fields by name, in the order of its answer and its form. */
export type FieldList = Readonly<Record<string, Field>>;

type Mutable<T> = { -readonly [N in keyof T]: T[N] };
/** The names of the fields a write sends (every one but the images). */
type WriteName<F extends FieldList> = {
  [N in keyof F]: F[N]['write'] extends z.ZodType ? N : never;
}[keyof F];
export type ItemShape<F extends FieldList> = { _id: z.ZodString } & Mutable<{
  [N in keyof F]: F[N]['item'];
}>;
export type WriteShape<F extends FieldList> = Mutable<{
  [N in WriteName<F>]: Exclude<F[N]['write'], null>;
}>;
/** The image fields' names. */
export type ImageName<F extends FieldList> = {
  [N in keyof F]: F[N]['kind'] extends 'image' ? N : never;
}[keyof F] &
  string;

const mapFields = <T>(fields: FieldList, to: (field: Field, name: string) => T | null) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const value = to(field, name);
      return value === null ? [] : [[name, value]];
    }),
  );

/** A record as the API answers it: its `_id` and every field, images as stored paths. */
export const itemSchema = <F extends FieldList>(fields: F) =>
  z.object({
    _id: z.string(),
    ...mapFields(fields, (field) => field.item),
  }) as unknown as z.ZodObject<ItemShape<F>>;

/**
 * A write's fields (images are file parts beside them). Strict refuses an unknown key with a 400
 * (issue 14); the spec's older entities drop unknown keys instead, kept so no client breaks.
 */
export function createSchema<F extends FieldList>(
  fields: F,
  options: { strict: true },
): z.ZodObject<WriteShape<F>, z.core.$strict>;
export function createSchema<F extends FieldList>(
  fields: F,
  options: { strict: false },
): z.ZodObject<WriteShape<F>>;
export function createSchema(fields: FieldList, { strict }: { strict: boolean }) {
  const shape = mapFields(fields, (field) => field.write);
  return strict ? z.strictObject(shape) : z.object(shape);
}

/** The image fields' rules (required, alt text), in declaration order, as define.ts takes them. */
export const imageRules = <F extends FieldList>(fields: F) =>
  mapFields(fields, (field) => field.image ?? null) as ImageRules<ImageName<F>>;

/** A sample of every field (an image's is a stored path): a record the declaration takes. */
export const sampleValues = <F extends FieldList>(fields: F) =>
  mapFields(fields, (field, name) => field.sample(name)) as {
    [N in keyof F]: z.output<F[N]['item']>;
  };

/** The sample a write sends: every field but the images. */
export const sampleWrite = <F extends FieldList>(fields: F) =>
  mapFields(fields, (field, name) => (field.write ? field.sample(name) : null)) as {
    [N in WriteName<F>]: z.output<F[N]['item']>;
  };

/** The names of the fields a visitor sees. */
export const visitorFields = (fields: FieldList) =>
  Object.keys(fields).filter((name) => fields[name]?.visitor);
