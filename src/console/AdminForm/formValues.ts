import type { z } from 'zod';

/** Every field of a schema as text, the way inputs hold it. */
export type FormValues<S extends z.ZodObject> = { [K in keyof z.input<S> & string]: string };

/**
 * The starting text of a form: one entry per field of the sdk schema (so the field list is never
 * written twice), filled from the current record where it has a value.
 */
export function formValues<S extends z.ZodObject>(
  schema: S,
  initial?: Partial<Record<string, string | number | null | undefined>> | null,
): FormValues<S> {
  const entries = Object.keys(schema.shape).map((key) => {
    const value = initial?.[key];
    return [key, value === null || value === undefined ? '' : String(value)];
  });
  return Object.fromEntries(entries) as FormValues<S>;
}
