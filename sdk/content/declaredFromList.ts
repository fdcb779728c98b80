import type { z } from 'zod';
import type { CollectionConfig, SingletonConfig } from './define';
import { createSchema, imageRules, itemSchema } from './fields';
import type { FieldList, ItemShape, WriteShape } from './fields';

// A declaration made from its field list (docs/architecture.md, "Fields: one list per
// declaration"): what defineCollection and defineSingleton (./define.ts) take, the one way to
// declare content, and what they derive from it.

/** How a declaration names its fields once (sdk/content/fields.ts, docs/architecture.md). */
export interface ListConfig<F extends FieldList, S extends boolean> {
  /** Every field, once, with its builder: the schemas and image rules follow from it. */
  fields: F;
  /** An unknown key in a write is a 400 (issue 14); false: dropped, as the spec's first six do. */
  strict: S;
}
export type ListItem<F extends FieldList> = z.ZodObject<ItemShape<F>>;
export type ListWrite<F extends FieldList, S extends boolean> = S extends true
  ? z.ZodObject<WriteShape<F>, z.core.$strict>
  : z.ZodObject<WriteShape<F>>;

/**
 * What a declaration made from its list also has: the list (./fieldLists.ts reads it; the
 * console's editors follow from its kinds) and its write as listed, before the images' alt
 * fields (the named write schemas the demo copy types by: FaqCreate, HomeTextFields, ...).
 */
export interface FromFieldList<F extends FieldList, W extends z.ZodObject> {
  fieldList: F;
  writeFields: W;
}

export const fromList = (fields: FieldList, strict: boolean) => ({
  item: itemSchema(fields),
  writeFields: strict
    ? createSchema(fields, { strict: true })
    : createSchema(fields, { strict: false }),
  images: imageRules(fields),
});

/** A collection made from its field list: its item, create and images follow from it. */
export type CollectionListConfig<
  K extends string,
  Id extends string,
  F extends FieldList,
  S extends boolean,
> = CollectionConfig<K, Id, ListWrite<F, S>> & ListConfig<F, S>;

/** A section made from its field list: its write and images follow from it. */
export type SingletonListConfig<
  K extends string,
  Id extends string,
  F extends FieldList,
  S extends boolean,
  C extends boolean,
> = SingletonConfig<K, Id, C> & ListConfig<F, S>;
