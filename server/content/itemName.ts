// Which field names a collection item for people: a testimonial's person, a feature tab's label,
// a client's title, an FAQ's question. Read by field name, so a new collection whose fields
// follow the same words is named without a list to keep.
const NAME_FIELDS = [/PersonName$/, /^label$/, /Title$/i, /^question$/];
const MAX_LENGTH = 80;

/** The item's name (cut to 80 characters), or undefined when no field names it. */
export function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const fields = Object.entries(item);
  for (const pattern of NAME_FIELDS) {
    for (const [field, value] of fields) {
      if (pattern.test(field) && typeof value === 'string' && value.trim())
        return value.trim().slice(0, MAX_LENGTH);
    }
  }
  return undefined;
}
