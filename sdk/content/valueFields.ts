import { z } from 'zod';
import { STORED_PATH } from './storedImagePath';
import { FormBoolean, ImagePath, dateInput, requiredText } from '../schemas/common';
import type { Field, FieldOptions } from './fields';
import type { AltRule } from './imageAlt';

// The field builders (./fields.ts) of what is not free text: numbers, flags, images, fixed
// options and days.

export interface NumberOptions extends FieldOptions<number> {
  min: number;
  max: number;
  /** The refusals, where the field says them in its own words. */
  messages?: Partial<Record<'missing' | 'whole' | 'tooSmall' | 'tooLarge', string>>;
}

/** A whole number in [min, max]; a multipart form sends it as text, so the write coerces. */
export function number({ min, max, messages = {}, visitor = true, sample }: NumberOptions) {
  const write = z.coerce
    .number({ error: messages.missing ?? 'Enter a number.' })
    .int(messages.whole ?? 'Enter a whole number.')
    .min(
      min,
      messages.tooSmall ?? (min === 0 ? 'The number cannot be negative.' : `Enter ${min} or more.`),
    )
    .max(max, messages.tooLarge ?? 'The number is too large.');
  return {
    kind: 'number',
    visitor,
    item: z.number().int().min(min).max(max),
    write,
    sample: () => sample ?? Math.min(Math.max(10, min), max),
  } satisfies Field<'number', z.ZodNumber, typeof write>;
}

/** A yes/no field with the given write (required, or optional where a write may leave it out). */
const flag = <W extends z.ZodType<boolean | undefined>>(
  write: W,
  { visitor = true, sample = true }: FieldOptions<boolean>,
) =>
  ({
    kind: 'boolean',
    visitor,
    item: z.boolean(),
    write,
    sample: () => sample,
  }) satisfies Field<'boolean', z.ZodBoolean, W>;

type Flag<W extends z.ZodType<boolean | undefined>> = ReturnType<typeof flag<W>>;
type BooleanOptions = FieldOptions<boolean> & { optional?: boolean };

/**
 * A yes/no a write sends; multipart sends "true"/"false" (FormBoolean). `optional`: a write may
 * leave it out (a new record then takes the column's default: on).
 */
export function boolean(options?: BooleanOptions & { optional?: false }): Flag<typeof FormBoolean>;
export function boolean(
  options: BooleanOptions & { optional: true },
): Flag<z.ZodOptional<typeof FormBoolean>>;
export function boolean({ optional = false, ...options }: BooleanOptions = {}) {
  return optional ? flag(FormBoolean.optional(), options) : flag(FormBoolean, options);
}

/**
 * The status flag every collection item has: a write may leave it out (a new item is then
 * active, the table's default); visitors see only active items, never the flag itself.
 */
export const status = () => flag(FormBoolean.optional(), { visitor: false });

/**
 * A yes/no inside JSON (a page's blocks), where a value is a real boolean, never form text; a
 * block that leaves it out takes `fallback`.
 */
export const jsonBoolean = ({
  fallback,
  ...options
}: FieldOptions<boolean> & { fallback: boolean }) =>
  flag(z.boolean().default(fallback), { ...options, sample: options.sample ?? fallback });

export interface ImageOptions extends FieldOptions<string> {
  /** Whether the form needs one (stored or new); default true. */
  required?: boolean;
  /** How it is described (imageAlt.ts AltRule); default 'content': it needs alt text. */
  alt?: AltRule;
}

/** The stored path a sample image has; tests and fixtures serve a file there. */
export const SAMPLE_IMAGE_PATH = 'uploads/example.webp';

/**
 * An image: stored as a path, sent as a file part; its declaration adds its alt text and
 * decorative mark (`xAlt`, `xDecorative`, imageAlt.ts) to the record.
 */
export function image({
  required = true,
  alt = 'content',
  visitor = true,
  sample,
}: ImageOptions = {}) {
  return {
    kind: 'image',
    visitor,
    item: ImagePath,
    write: null,
    sample: () => sample ?? SAMPLE_IMAGE_PATH,
    image: { required, alt },
  } satisfies Field<'image', typeof ImagePath, null>;
}

/**
 * An image inside JSON (a page's blocks): the stored path the upload answered
 * (POST /api/pages/block-image), kept in the JSON with the block's other fields. Its alt text and
 * decorative mark are fields of the block beside it, checked by the block (./pageBlocks.ts).
 */
export function storedImage({ visitor = true, sample }: FieldOptions<string> = {}) {
  const write = z
    .string({ error: 'Choose an image.' })
    .trim()
    .min(1, 'Choose an image.')
    .max(200, 'Choose an image.')
    .regex(STORED_PATH, 'Upload the image here: a block shows only images stored by the site.');
  return {
    kind: 'image',
    visitor,
    item: ImagePath,
    write,
    sample: () => sample ?? SAMPLE_IMAGE_PATH,
  } satisfies Field<'image', typeof ImagePath, typeof write>;
}

export interface SelectOptions<O extends string> extends FieldOptions<O> {
  options: readonly [O, ...O[]];
  /** What a value outside the options (or none) is refused with; a function words each case. */
  message?: string | ((issue: { input?: unknown }) => string);
}

/** One of fixed options, stored as its text. */
export function select<const O extends string>({
  options,
  message,
  visitor = true,
  sample,
}: SelectOptions<O>) {
  const write = z.enum(options, { error: message ?? `Choose one of: ${options.join(', ')}.` });
  return {
    kind: 'select',
    visitor,
    item: z.enum(options),
    write,
    sample: () => sample ?? options[0],
  } satisfies Field<'select', z.ZodEnum, typeof write>;
}

export interface DateOptions extends FieldOptions<string> {
  /** The field in words, for the refusal of a day outside the API's range ('The promo’s last day'). */
  label: string;
  /** False: empty means none. */
  required?: boolean;
}

/** A day as YYYY-MM-DD in the API's date range (common.ts DATE_RANGE). */
export function date({ label, required = true, visitor = true, sample }: DateOptions) {
  const day = required
    ? requiredText(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    : z
        .string({ error: 'Enter a date.' })
        .trim()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date as YYYY-MM-DD, or leave it empty.')
        .refine(
          (text) => text === '' || !Number.isNaN(Date.parse(`${text}T00:00:00Z`)),
          'Enter a real date.',
        );
  return {
    kind: 'date',
    visitor,
    item: z.string(),
    write: dateInput(day, label),
    sample: () => sample ?? '2026-01-01',
  } satisfies Field<'date', z.ZodString, z.ZodType<string, string>>;
}
