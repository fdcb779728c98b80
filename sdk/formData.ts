/**
 * Builds a multipart body: text fields as strings, images only when present (spec section 5).
 * Undefined and null values are left out so a partial update does not blank a field.
 */
export function toFormData(
  fields: Record<string, string | number | boolean | null | undefined>,
  images: Record<string, Blob | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(images)) {
    if (!file) continue;
    const fileName = 'name' in file && typeof file.name === 'string' ? file.name : `${name}.bin`;
    form.append(name, file, fileName);
  }
  return form;
}
