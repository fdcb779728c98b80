import type { ContentFormContext, ContentRecord, FieldValue, FormValues } from './contentForm';

// Pure context changes of contentFormMachine: what the form holds after a load or a save.

export const isRecord = (value: unknown): value is ContentRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const recordId = (record: ContentRecord | null): string | undefined =>
  record && typeof record._id === 'string' && record._id ? record._id : undefined;

/**
 * The one item a form pre-fills from. A single object is used as-is; from a list (the getall
 * answers) an update form takes the item with its id and a singleton its first item (spec: data[0]).
 * null means "nothing to pre-fill".
 */
export function pickRecord(output: unknown, id: string | undefined): ContentRecord | null {
  if (Array.isArray(output)) {
    const items = output.filter(isRecord);
    if (id === undefined) return items[0] ?? null;
    return items.find((item) => item._id === id) ?? null;
  }
  return isRecord(output) ? output : null;
}

const isFieldValue = (value: unknown): value is FieldValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The form's fields filled from a record; fields the record lacks (or holds as null) stay blank. */
export function valuesFrom(record: ContentRecord | null, emptyValues: FormValues): FormValues {
  const values: FormValues = { ...emptyValues };
  if (!record) return values;
  for (const field of Object.keys(emptyValues)) {
    const stored = record[field];
    if (isFieldValue(stored)) values[field] = stored;
  }
  return values;
}

/** A copy of a by-field record without one field (a changed field loses its old error). */
export const without = <T>(record: Record<string, T>, field: string): Record<string, T> => {
  const copy = { ...record };
  delete copy[field];
  return copy;
};

/** The form after its current data arrived. */
export function loadedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  const current = pickRecord(output, context.id);
  // A singleton with a stored record is updated in place; without one it is created.
  const id = context.id ?? recordId(current);
  return {
    current,
    id,
    mode: id ? 'update' : 'create',
    values: valuesFrom(current, context.emptyValues),
    loadError: null,
  };
}

/**
 * The form after a successful save. A client or testimonial form is emptied, as the spec says,
 * ready for the next item or left behind by the redirect. A singleton's form stays on screen, so
 * it shows what was stored (the save actor's record, else what was sent) and updates that
 * record next time.
 */
export function savedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  const cleared = { files: {}, errors: {} };
  if (!context.singleton) {
    return { ...cleared, current: null, values: { ...context.emptyValues } };
  }
  const saved = pickRecord(output, undefined);
  const current = saved ?? context.current;
  const id = recordId(current) ?? context.id;
  return {
    ...cleared,
    current,
    id,
    mode: id ? 'update' : 'create',
    values: saved ? valuesFrom(saved, context.emptyValues) : context.values,
  };
}
