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

/**
 * The days every date and time the API takes must fall in (docs/api.md, "Dates"). Outside it a
 * date is a typo or a probe, and the database refuses years 0 and 10000: checked here, where
 * the field is named, not as a 500 from a query. A time is judged by the day it is written with.
 */
export const DATE_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

/** Whether a day (`2026-11-21`) or a time (`2026-11-21T10:00:00+05:30`) is in DATE_RANGE. */
export const isInDateRange = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= DATE_RANGE.first && day <= DATE_RANGE.last;
};

/** The refusal of a date outside DATE_RANGE, naming the field in words. */
export const dateRangeMessage = (label: string) =>
  `${label} must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}.`;

/**
 * The one builder of a date or time input: `format` checks its shape (a day, a time with its
 * offset, or a union of them), and the day it names must lie in DATE_RANGE. Empty text is left
 * to `format` (an optional day may be '').
 */
export const dateInput = <T extends z.ZodType<string>>(format: T, label: string) =>
  format.refine((value) => value === '' || isInDateRange(value), dateRangeMessage(label));

/** A calendar day as input: `2026-11-21`, in DATE_RANGE. */
export const DayInput = (label: string, error = 'Use a date like 2026-11-21.') =>
  dateInput(z.iso.date({ error }), label);

/** An instant with its offset as input: `2026-12-01T09:30:00+05:30`, its day in DATE_RANGE. */
export const TimeInput = (
  label: string,
  error = 'Give the time as ISO 8601 with its offset, e.g. 2026-12-01T09:30:00+05:30.',
) => dateInput(z.iso.datetime({ offset: true, error }), label);
