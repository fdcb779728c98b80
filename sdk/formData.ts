/**
 * Builds a multipart body: text fields as strings, images only when present (spec section 5).
 * Undefined and null values are left out so a partial update does not blank a field.
 */
export function toFormData(
  fields: Record<string, unknown>,
  images: Partial<Record<string, Blob | null>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    // A flat record of text, numbers and flags: a nested value is a bug, not something to send.
    if (typeof value === 'object') throw new TypeError(`${name} cannot be sent as a form field`);
    form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(images)) {
    if (!file) continue;
    const fileName = 'name' in file && typeof file.name === 'string' ? file.name : `${name}.bin`;
    form.append(name, file, fileName);
  }
  return form;
}
