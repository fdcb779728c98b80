import type { ContentFormContext, ContentRecord } from './contentForm';

// Pure context changes of contentFormMachine: what it holds after a load or a save.

export const isRecord = (value: unknown): value is ContentRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const recordId = (record: ContentRecord | null): string | undefined =>
  record && typeof record._id === 'string' && record._id ? record._id : undefined;

/**
 * The one item a form starts from. A single object is used as-is; from a list (the getall
 * answers) an update form takes the item with its id and a singleton its first item (spec: data[0]).
 * null means "nothing stored".
 */
export function pickRecord(output: unknown, id: string | undefined): ContentRecord | null {
  if (Array.isArray(output)) {
    const items = output.filter(isRecord);
    if (id === undefined) return items[0] ?? null;
    return items.find((item) => item._id === id) ?? null;
  }
  return isRecord(output) ? output : null;
}

/** A copy of a by-field record without one field (an edited field loses its server message). */
export const without = <T>(record: Record<string, T>, field: string): Record<string, T> => {
  const copy = { ...record };
  delete copy[field];
  return copy;
};

/** After the current data arrived: a singleton with a stored record is updated in place. */
export function loadedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  const current = pickRecord(output, context.id);
  const id = context.id ?? recordId(current);
  return { current, id, mode: id ? 'update' : 'create', loadError: null, loadRequestId: null };
}

/**
 * After a successful save. A client or testimonial form starts blank, as the spec says, ready for
 * the next item or left behind by the redirect. A singleton's form starts over from the record
 * the save answered and updates it next time; without one, the form keeps what was typed.
 */
export function savedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  if (!context.singleton) return { errors: {}, current: null, saves: context.saves + 1 };
  const saved = pickRecord(output, undefined);
  if (!saved) return { errors: {} };
  const id = recordId(saved) ?? context.id;
  return {
    errors: {},
    current: saved,
    id,
    mode: id ? 'update' : 'create',
    saves: context.saves + 1,
  };
}
