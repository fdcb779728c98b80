import { z } from 'zod';
import type { ContentEntry, FieldSpec, FormCard } from '../contentScreens';

/** What a content form needs from a declaration, whatever the entity. */
export interface ContentFormModel {
  /** The form's accessible name ("Create new client", "Home content"). */
  label: string;
  /** "Save" on a collection's create form, "Update" everywhere else (spec section 5). */
  submitLabel: string;
  cards: readonly FormCard<string>[];
  fields: Readonly<Record<string, FieldSpec>>;
  /** The schema of the typed fields (every form field but the images). */
  schema: z.ZodObject;
  imageNames: readonly string[];
  /** Images that need a stored image or a new file (spec section 5). */
  requiredImages: readonly string[];
  /** Text fields that may stay empty. */
  optionalFields: readonly string[];
}

/** The form of one declaration in one mode: the field list comes from the declaration only. */
export function contentFormModel(entry: ContentEntry, mode: 'create' | 'update'): ContentFormModel {
  const { definition, screens } = entry;
  const fields = screens.fields as Readonly<Record<string, FieldSpec>>;
  const names = Object.keys(fields);
  const imageNames = definition.imageNames.filter((name) => name in fields);
  const typed = names.filter((name) => fields[name]?.kind !== 'image');
  // A collection's form edits its create fields (the status flag is the table's toggle).
  const source = definition.kind === 'collection' ? definition.create : definition.fields;
  const schema = z.object(Object.fromEntries(typed.map((name) => [name, source.shape[name]])));
  const cards = screens.cards ?? [{ title: screens.card ?? screens.group, fields: names }];
  const requiredImages = imageNames.filter((name) => definition.images[name]?.required);
  const optionalFields = typed.filter((name) => fields[name]?.optional);
  if ('list' in screens) {
    const update = mode === 'update';
    return {
      label: update ? screens.update.form : screens.create.form,
      submitLabel: update ? 'Update' : 'Save',
      cards,
      fields,
      schema,
      imageNames,
      requiredImages,
      optionalFields,
    };
  }
  return {
    label: screens.form,
    submitLabel: 'Update',
    cards,
    fields,
    schema,
    imageNames,
    requiredImages,
    optionalFields,
  };
}

/** Where a form field starts: the stored value, else the declaration's initial one, else blank. */
export function initialFieldValues(
  model: ContentFormModel,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> {
  const names = Object.keys(model.schema.shape);
  return Object.fromEntries(
    names.map((name) => {
      const value = stored?.[name] ?? model.fields[name]?.initial;
      const text =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      return [name, text ? String(value) : ''];
    }),
  );
}
