import { z } from 'zod';

/** Every record id the API hands out (`_id`). Opaque to clients. */
export const RecordId = z.string().trim().min(1, 'An id is required').max(64, 'The id is too long');
export type RecordId = z.infer<typeof RecordId>;

/** One page of a paged list: its items and how many match in all (every `.../getall` that pages). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** The spec's message for an incomplete admin form (sections 5 and 8), shown as-is. */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

/** A required text field of an admin form; the server trims and bounds it. */
export const requiredText = (max = 2000) =>
  z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED)
    .max(max, `Keep this under ${max} characters.`);

/**
 * Multipart sends every field as text, so booleans arrive as "true"/"false".
 * JSON callers may send a real boolean; both mean the same.
 */
export const FormBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** A whole number >= 0 that may arrive as text from a multipart form. */
export const Counter = z.coerce
  .number({ error: 'Enter a number.' })
  .int('Enter a whole number.')
  .min(0, 'The number cannot be negative.')
  .max(1_000_000_000, 'The number is too large.');

/** The stored, relative path of an uploaded image, served from the API host. */
export const ImagePath = z.string();
export type ImagePath = z.infer<typeof ImagePath>;

/** An image to upload. Browsers give a File; Node and tests may give any Blob. */
export const ImageUpload = z.instanceof(Blob, { error: 'Choose an image file.' });
export type ImageUpload = z.infer<typeof ImageUpload>;
