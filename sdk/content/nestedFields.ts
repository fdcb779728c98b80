import { z } from 'zod';
import { RecordId } from '../schemas/common';
import type { Field, FieldList, FieldOptions, WriteShape } from './fields';
import { createSchema, sampleValues } from './fields';
import type { ContentKey } from './registry';

// The field builders (./fields.ts) of what holds more than one value: a list of entries, each
// with its own fields (a feature grid's cards), and references to items of a collection (the
// questions an FAQ block picks). Neither has a column of its own yet: they live in a page's
// blocks, stored as one JSON text (./pages.ts).

type EntryItem<F extends FieldList> = z.ZodObject<{ -readonly [N in keyof F]: F[N]['item'] }>;

export interface ListOptions extends FieldOptions<never> {
  min: number;
  max: number;
  /** The entries in words, plural ('features'), for the refusals. */
  what: string;
}

/**
 * A list of `min` to `max` entries, each of the fields given (an unknown key in an entry is
 * refused). An entry has no image: images are file parts of the record, not of its entries.
 */
export function listOf<const F extends FieldList>(entry: F, options: ListOptions) {
  const { min, max, what, visitor = true } = options;
  if (Object.values(entry).some((field) => field.write === null)) {
    throw new Error(`A list of ${what} cannot hold images: they are file parts of the record.`);
  }
  const answer = Object.fromEntries(Object.entries(entry).map(([name, f]) => [name, f.item]));
  const write = z
    .array(createSchema(entry, { strict: true }), { error: `Add ${what}.` })
    .min(min, `Add at least ${min} ${what}.`)
    .max(max, `At most ${max} ${what}.`);
  const item = z.array(z.object(answer) as unknown as EntryItem<F>);
  return {
    kind: 'list',
    visitor,
    item,
    write,
    sample: () =>
      Array.from({ length: Math.max(min, 1) }, () => sampleValues(entry)) as z.output<typeof item>,
    entry,
  } satisfies Field<'list', typeof item, z.ZodArray<z.ZodObject<WriteShape<F>, z.core.$strict>>> & {
    entry: F;
  };
}

export interface ReferenceOptions extends FieldOptions<string[]> {
  /** The collection whose items are picked. */
  to: ContentKey;
  max: number;
  /** The items in words, plural ('questions'), for the refusal. */
  what: string;
  /** How one id is checked (default RecordId): a page's blocks keep the words they had. */
  id?: z.ZodType<string, string>;
}

/** Items picked from a collection by their ids, in the editor's order; none picked: []. */
export function references(options: ReferenceOptions) {
  const { to, max, what, id = RecordId, visitor = true, sample = [] } = options;
  const write = z.array(id).max(max, `Pick at most ${max} ${what}.`).default([]);
  return {
    kind: 'reference',
    visitor,
    item: z.array(z.string()),
    write,
    sample: () => sample,
    to,
  } satisfies Field<'reference', z.ZodArray<z.ZodString>, typeof write> & { to: ContentKey };
}
