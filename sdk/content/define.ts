import { z } from 'zod';
import { ImagePath, RecordId } from '../schemas/common';
import { fromList } from './declaredFromList';
import type {
  CollectionListConfig,
  FromFieldList,
  ListItem,
  ListWrite,
  SingletonListConfig,
} from './declaredFromList';
import type { FieldList, ImageName } from './fields';
import { altShape, altTextIssues, sendsAltFields } from './imageAlt';
import type { AltRule, AltShape } from './imageAlt';
import { ContentMessages } from './messages';

// One declaration per collection and section (docs/architecture.md). The spec's quirks are data
// here (the id's name, the data[0] answer, "Added" for a section update), so the sdk calls, the
// server's repository and routes, the contracts and the console all read them from one place.

type Shape = z.core.$ZodShape;

/** An image field of a record: stored as a relative path, sent as a file part only when chosen. */
export interface ImageRule {
  /** The form needs one (stored or new); a collection's create also refuses to go without it. */
  required: boolean;
  /** Whether it needs alt text or may be marked decorative instead (sdk/content/imageAlt.ts). */
  alt: AltRule;
}
export type ImageRules<Img extends string> = Readonly<Record<Img, ImageRule>>;

/** The success and failure texts of one entity's writes. */
export interface ContentWriteMessages {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
}

const idShape = <Id extends string>(idField: Id) =>
  ({ [idField]: RecordId }) as Record<Id, typeof RecordId>;

const imagePathShape = <Img extends string>(images: ImageRules<Img>) =>
  Object.fromEntries(Object.keys(images).map((name) => [name, ImagePath])) as Record<
    Img,
    typeof ImagePath
  >;

/** A schema with the alt fields of its images (`xAlt`, `xDecorative`) added. */
type WithAlt<S extends z.ZodObject, Img extends string> = z.ZodObject<S['shape'] & AltShape<Img>>;

/**
 * Refuses a write whose images would show without alt text. `shown` says which images the write
 * surely leaves on the page (the server checks the rest against the stored record).
 */
function refineAlt<S extends z.ZodObject>(
  schema: S,
  images: ImageRules<string>,
  shown: (image: string, value: Record<string, unknown>) => boolean,
): S {
  return schema.superRefine((value, context) => {
    const fields = value as Record<string, unknown>;
    for (const issue of altTextIssues(images, fields, (name) => shown(name, fields))) {
      context.addIssue({ code: 'custom', ...issue });
    }
  }) as S;
}

/**
 * A write answers for the alt fields it sends of a required image (always on the page): a blank
 * alt text needs the image marked decorative. A write that sends neither alt field of an image
 * (a spec-era client) is taken: an update keeps the stored ones (issue 33), a create or a new
 * image stores them empty for the console to flag (issue 46). An optional image's, a new image's
 * own and the stored record's are the server's to check (server/content/altText.ts).
 */
const sendsAlt = (images: ImageRules<string>) => (name: string, value: Record<string, unknown>) =>
  images[name]?.required === true && sendsAltFields(value, name);

/** The stored path a status toggle sends back as text: accepted and ignored (docs/api.md). */
const StoredPathEcho = z.string().max(500).optional();

/**
 * How a collection is ordered: `manual` by the position an editor gives each item (drag and
 * drop), new items first; `newest` by creation time, newest first (the spec's order).
 */
export type CollectionOrder = 'manual' | 'newest';

/** A new order of a collection: every item's id, once, in the order to show. */
export const Reorder = z.strictObject({
  ids: z
    .array(RecordId, { error: 'Send the ids as a list.' })
    .min(1, 'The list of ids is empty.')
    .max(1000, 'Too many ids.'),
});
export type Reorder = z.infer<typeof Reorder>;

/** What every definition has, with the schemas read loosely (generic code: routes, forms). */
interface ContentShape {
  key: string;
  api: string;
  idField: string;
  images: ImageRules<string>;
  imageNames: readonly string[];
  item: z.ZodObject;
  update: z.ZodObject;
  messages: ContentWriteMessages;
}

/** A rule over a whole record: the field at fault and why, or null when the record is right. */
export type RecordRule = (
  record: Readonly<Record<string, unknown>>,
) => { field: string; message: string } | null;

/** Any collection, as generic code (repository, routes, table) takes it. */
export interface AnyCollection extends ContentShape {
  kind: 'collection';
  create: z.ZodObject;
  filter: z.ZodObject;
  delete: z.ZodObject;
  statusField: 'isActive';
  order: CollectionOrder;
  unique: Readonly<Record<string, string>>;
  servedAt?: (item: Readonly<Record<string, unknown>>) => string;
  recordRule?: RecordRule;
  reorder: typeof Reorder;
  screens: { list: string; create: string; update: string };
}

/** Any section, as generic code takes it. */
export interface AnySingleton extends ContentShape {
  kind: 'singleton';
  fields: z.ZodObject;
  create: z.ZodObject | null;
  screen: string;
}

interface ContentBase<K extends string, Id extends string, Img extends string> {
  /** The one name of the entity in code: `sdk.clients`, `server/db/schema.ts`'s `clients`. */
  key: K;
  /** The spec's API path; the endpoints are its `/getall`, `/create`, `/update`, `/delete`. */
  api: string;
  /** The name the spec gives the record id in update and delete bodies (`_id` in answers). */
  idField: Id;
  images: ImageRules<Img>;
  /** The image field names, in form order. */
  imageNames: readonly Img[];
  messages: ContentWriteMessages;
}

/**
 * What a collection's declaration says beside its field list (the list itself, and the schemas and
 * images derived from it: ./declaredFromList.ts). `Create` is the write the list derives.
 */
export interface CollectionConfig<K extends string, Id extends string, Create extends z.ZodObject> {
  key: K;
  api: string;
  idField: Id;
  /** `manual` (drag and drop, new items first) or `newest`; see CollectionOrder. */
  order: CollectionOrder;
  /**
   * Fields no two items may share (a page's address), each with the message a clash answers
   * (409): the server checks every write that reaches the site, and the table has a unique index.
   */
  unique?: Readonly<Partial<Record<keyof z.input<Create> & string, string>>>;
  /**
   * Where an item is a page of its own on the site (a page's `/<slug>`): when a write changes
   * it, the old address redirects to the new one (server/content/redirects).
   */
  servedAt?: (item: Readonly<Record<string, unknown>>) => string;
  /**
   * A rule over a whole record, for fields that are right or wrong only together (a page's
   * address and its blocks): the server checks it on every write, with the other fields stored.
   */
  recordRule?: RecordRule;
  /** The admin routes: the table, the create form and the update form (`<update>/:id`). */
  screens: { list: string; create: string; update: string };
  /** What a 404 says, e.g. 'No client with this id.' */
  notFound: string;
}

/** A list of items (clients, testimonials): getall, create, update, delete. */
export interface CollectionDefinition<
  K extends string = string,
  Id extends string = string,
  Img extends string = string,
  Item extends z.ZodObject = z.ZodObject,
  Create extends z.ZodObject<Shape> = z.ZodObject,
> extends ContentBase<K, Id, Img> {
  kind: 'collection';
  item: Item;
  create: Create;
  /**
   * Update and status change share one path (spec): the id plus any create field. An image name
   * sent as text (the toggle sends the whole item back) is accepted and ignored; only a file part
   * replaces an image. Alt fields left out keep the stored ones (sendsAlt).
   */
  update: z.ZodObject<
    { -readonly [F in keyof Create['shape']]: z.ZodOptional<Create['shape'][F]> } & Record<
      Id,
      typeof RecordId
    > &
      Record<Img, typeof StoredPathEcho>
  >;
  /** getall's optional filter: one item by `_id` or the id field, or by the active flag. */
  filter: z.ZodObject<
    { _id: z.ZodOptional<typeof RecordId>; isActive: z.ZodOptional<z.ZodBoolean> } & Record<
      Id,
      z.ZodOptional<typeof RecordId>
    >
  >;
  delete: z.ZodObject<Record<Id, typeof RecordId>>;
  /** The flag the table's Status toggle flips; visitors see only items where it is true. */
  statusField: 'isActive';
  order: CollectionOrder;
  /** Fields no two items share, with the message of a clash (CollectionConfig.unique). */
  unique: Readonly<Record<string, string>>;
  /** An item's own address on the site, for items that are pages (CollectionConfig.servedAt). */
  servedAt?: (item: Readonly<Record<string, unknown>>) => string;
  /** Fields right or wrong only together (CollectionConfig.recordRule). */
  recordRule?: RecordRule;
  /** The body of `/reorder` (manual order only): every id, in the new order. */
  reorder: typeof Reorder;
  screens: { list: string; create: string; update: string };
}

/** What collectionOf builds a definition from: the config and what its list derives. */
type CollectionSchemas<
  K extends string,
  Id extends string,
  Img extends string,
  Item extends z.ZodObject,
  Create extends z.ZodObject,
> = CollectionConfig<K, Id, Create> & { item: Item; create: Create; images: ImageRules<Img> };

/**
 * A list of items, declared from its field list (`fields: faqFieldList, strict: true`): the item,
 * the create, the update and the images follow from it. The signature states the types the list
 * derives; the implementation's own is looser, as fromList's schemas are typed for any list.
 */
export function defineCollection<
  const K extends string,
  const Id extends string,
  F extends FieldList,
  const S extends boolean,
>(
  config: CollectionListConfig<K, Id, F, S>,
): CollectionDefinition<
  K,
  Id,
  ImageName<F>,
  WithAlt<ListItem<F>, ImageName<F>>,
  WithAlt<ListWrite<F, S>, ImageName<F>>
> &
  FromFieldList<F, ListWrite<F, S>>;
export function defineCollection(
  config: CollectionListConfig<string, string, FieldList, boolean>,
): AnyCollection & FromFieldList<FieldList, z.ZodObject> {
  const { fields, strict, ...rest } = config;
  const { item, writeFields, images } = fromList(fields, strict);
  return {
    ...collectionOf({ ...rest, item, create: writeFields, images }),
    fieldList: fields,
    writeFields,
  };
}

function collectionOf<
  const K extends string,
  const Id extends string,
  const Img extends string,
  Item extends z.ZodObject,
  Create extends z.ZodObject,
>(
  config: CollectionSchemas<K, Id, Img, Item, Create>,
): CollectionDefinition<K, Id, Img, WithAlt<Item, Img>, WithAlt<Create, Img>> {
  type Definition = CollectionDefinition<K, Id, Img, WithAlt<Item, Img>, WithAlt<Create, Img>>;
  const imageNames = Object.keys(config.images) as Img[];
  const alt = altShape(config.images);
  const create = config.create.extend(alt);
  const echoes = Object.fromEntries(imageNames.map((name) => [name, StoredPathEcho]));
  const update = create.partial().extend({ ...idShape(config.idField), ...echoes });
  const filter = z.object({
    _id: RecordId.optional(),
    [config.idField]: RecordId.optional(),
    isActive: z.boolean().optional(),
  });
  // A create brings every required image: the alt text it sends of them must describe them.
  return {
    kind: 'collection',
    key: config.key,
    api: config.api,
    idField: config.idField,
    item: config.item.extend(alt) as unknown as Definition['item'],
    create: refineAlt(
      create,
      config.images,
      sendsAlt(config.images),
    ) as unknown as Definition['create'],
    images: config.images,
    imageNames,
    update: refineAlt(
      update,
      config.images,
      sendsAlt(config.images),
    ) as unknown as Definition['update'],
    filter: filter as unknown as Definition['filter'],
    delete: z.object(idShape(config.idField)),
    statusField: 'isActive',
    order: config.order,
    unique: (config.unique ?? {}) as Readonly<Record<string, string>>,
    ...(config.servedAt ? { servedAt: config.servedAt } : {}),
    ...(config.recordRule ? { recordRule: config.recordRule } : {}),
    reorder: Reorder,
    screens: config.screens,
    messages: {
      created: ContentMessages.added,
      updated: ContentMessages.updated,
      deleted: ContentMessages.deleted,
      notFound: config.notFound,
    },
  };
}

/** What a section's declaration says beside its field list (./declaredFromList.ts). */
export interface SingletonConfig<K extends string, Id extends string, C extends boolean> {
  key: K;
  api: string;
  idField: Id;
  /** Whether `/create` exists (home only: the server seeds the other sections). */
  creatable: C;
  /** The admin route of the section's form. */
  screen: string;
  notFound: string;
}

/** One record (home, course, launch, business): getall, update, and for home a first create. */
export interface SingletonDefinition<
  K extends string = string,
  Id extends string = string,
  Img extends string = string,
  Fields extends z.ZodObject<Shape> = z.ZodObject,
  C extends boolean = boolean,
> extends ContentBase<K, Id, Img> {
  kind: 'singleton';
  fields: Fields;
  /** The record as getall answers it: the fields, `_id` and the stored image paths. */
  item: z.ZodObject<Fields['shape'] & { _id: z.ZodString } & Record<Img, typeof ImagePath>>;
  /** A first create (home only) sends the fields; null where the section has no create. */
  create: C extends true ? Fields : null;
  /**
   * An update sends the record's id under the spec's name plus every field; alt fields are
   * optional (left out, the stored ones stay: sendsAlt).
   */
  update: z.ZodObject<Fields['shape'] & Record<Id, typeof RecordId>>;
  screen: string;
}

/** What singletonOf builds a definition from: the record's write fields and images, from the list. */
type SingletonSchemas<
  K extends string,
  Id extends string,
  Img extends string,
  Fields extends z.ZodObject,
  C extends boolean,
> = SingletonConfig<K, Id, C> & { fields: Fields; images: ImageRules<Img> };

/**
 * One record, declared from its field list (`fields: policyFieldList, strict: true`): its write
 * fields and images follow from it (typed by the signature, as defineCollection's).
 */
export function defineSingleton<
  const K extends string,
  const Id extends string,
  F extends FieldList,
  const S extends boolean,
  const C extends boolean,
>(
  config: SingletonListConfig<K, Id, F, S, C>,
): SingletonDefinition<K, Id, ImageName<F>, WithAlt<ListWrite<F, S>, ImageName<F>>, C> &
  FromFieldList<F, ListWrite<F, S>>;
export function defineSingleton(
  config: SingletonListConfig<string, string, FieldList, boolean, boolean>,
): AnySingleton & FromFieldList<FieldList, z.ZodObject> {
  const { fields, strict, ...rest } = config;
  const { writeFields, images } = fromList(fields, strict);
  return {
    ...singletonOf({ ...rest, fields: writeFields, images }),
    fieldList: fields,
    writeFields,
  };
}

function singletonOf<
  const K extends string,
  const Id extends string,
  const Img extends string,
  Fields extends z.ZodObject,
  const C extends boolean,
>(
  config: SingletonSchemas<K, Id, Img, Fields, C>,
): SingletonDefinition<K, Id, Img, WithAlt<Fields, Img>, C> {
  type Definition = SingletonDefinition<K, Id, Img, WithAlt<Fields, Img>, C>;
  const fields = config.fields.extend(altShape(config.images));
  // The answer's record takes unknown keys (a newer server may add some); a write's fields are
  // as strict as the declaration makes them.
  const item = z.object({
    ...fields.shape,
    _id: z.string(),
    ...imagePathShape(config.images),
  });
  return {
    kind: 'singleton',
    key: config.key,
    api: config.api,
    idField: config.idField,
    fields: fields as unknown as Definition['fields'],
    item: item as unknown as Definition['item'],
    // A first create brings every required image: the alt text it sends must describe them.
    create: (config.creatable
      ? refineAlt(fields, config.images, sendsAlt(config.images))
      : null) as Definition['create'],
    update: refineAlt(
      fields.extend(idShape(config.idField)),
      config.images,
      sendsAlt(config.images),
    ) as unknown as Definition['update'],
    images: config.images,
    imageNames: Object.keys(config.images) as Img[],
    screen: config.screen,
    messages: {
      created: ContentMessages.added,
      // Spec section 8: a section update also says "Added"; only collections say "Updated".
      updated: ContentMessages.added,
      deleted: ContentMessages.deleted,
      notFound: config.notFound,
    },
  };
}

export type ContentDefinition = AnyCollection | AnySingleton;

/** The record type a definition's getall answers (every record has its `_id`). */
export type ItemOf<D extends ContentDefinition> = z.infer<D['item']> & { _id: string };
/** The image field names of a definition. */
export type ImageOf<D extends ContentDefinition> = D['imageNames'][number];
/** Files a create or update may carry, by image field; each is sent only when chosen. */
export type ImagesOf<D extends ContentDefinition> = Partial<Record<ImageOf<D>, Blob | null>>;

/** The endpoint of one action, e.g. `/api/clientSection/getall`. */
export const endpoint = (
  definition: Pick<ContentDefinition, 'api'>,
  action: 'getall' | 'create' | 'update' | 'delete' | 'reorder',
) => `${definition.api}/${action}`;
