import type { FieldKind as DeclaredKind, Field, FieldList } from '@/sdk/content/fields';
import type { FieldKind, FieldSpec, FieldWording } from './screens';

// A field's editor follows from what its declaration says it is (sdk/content/fields.ts): a screen
// writes only the field's wording, and names a kind only to edit the field otherwise (a number
// as stars, link lines as rows). Admin code only, like the rest of this folder.

/**
 * The editor of each declared kind; null where the console has none yet, so a screen must name
 * one (fieldKinds.test fails on a field nothing can edit). URLs, e-mail addresses and phone
 * numbers are one-line text: the console has no input of their own, and the write checks them.
 */
export const EDITOR_OF_KIND: Readonly<Record<DeclaredKind, FieldKind | null>> = {
  text: 'text',
  longText: 'multiline',
  markdown: 'markdown',
  number: 'number',
  boolean: 'toggle',
  url: 'text',
  email: 'text',
  phone: 'text',
  image: 'image',
  select: null,
  date: 'date',
  list: null,
  reference: null,
};

/** Whether a write takes the field's text blank: the form then marks it optional. */
export const takesBlank = (field: Field) =>
  field.write !== null &&
  field.kind !== 'boolean' &&
  field.kind !== 'number' &&
  field.write.safeParse('').success;

/** A screen's field as the console draws it: the editor and "optional" from its declaration. */
export function fieldSpec(
  name: string,
  wording: FieldWording,
  field: Field | undefined,
): FieldSpec {
  const kind = wording.kind ?? (field ? EDITOR_OF_KIND[field.kind] : null);
  if (!kind) {
    const what = field ? `a ${field.kind} field` : 'a field its declaration does not list';
    throw new Error(`${name}: the console has no editor for ${what}; name one in its screen.`);
  }
  const optional = wording.optional ?? (field !== undefined && takesBlank(field));
  return { ...wording, kind, ...(optional ? { optional } : {}) };
}

/** Every field of a screen as the console draws it (`list` null: each screen names its kinds). */
export const fieldSpecs = <F extends string>(
  fields: Readonly<Record<F, FieldWording>>,
  list: FieldList | null,
) =>
  Object.fromEntries(
    Object.entries<FieldWording>(fields).map(([name, wording]) => [
      name,
      fieldSpec(name, wording, list?.[name]),
    ]),
  ) as Record<F, FieldSpec>;
