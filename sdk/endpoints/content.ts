import { z } from 'zod';
import { post } from '../client';
import type { UploadProgress } from '../client';
import { ApiError, parseInput } from '../errors';
import { toFormData } from '../formData';
import { endpoint } from '../content/define';
import type { AnyCollection, AnySingleton, ImagesOf, ItemOf } from '../content/define';
import { ContentMessages } from '../content/messages';
import { DeletedId, apiSuccess, nonEmptyList } from '../schemas/envelope';

/** A write's answer: the server's message and the stored record. */
export interface Saved<T> {
  msg: string;
  item: T;
}

/** Sends a form with its new images; a progress callback hears how much of it has gone. */
function sendForm<T extends z.core.$ZodType>(
  path: string,
  fields: Record<string, unknown>,
  images: Partial<Record<string, Blob | null>>,
  answer: T,
  onUploadProgress: UploadProgress | undefined,
) {
  return post(path, toFormData(fields, images), answer, undefined, onUploadProgress);
}

/** A collection's create needs its required images as file parts; say so before sending. */
function requireImages(definition: AnyCollection, images: Partial<Record<string, Blob | null>>) {
  const missing = definition.imageNames.filter(
    (name) => definition.images[name]?.required && !images[name],
  );
  if (missing.length === 0) return;
  const issues = missing.map((name) => ({ path: [name], message: ContentMessages.chooseImage }));
  throw new ApiError(400, ContentMessages.chooseImage, issues);
}

/** The four calls of a collection (getall, create, update, delete), typed by its declaration. */
export function collectionEndpoints<D extends AnyCollection>(definition: D) {
  type Item = ItemOf<D>;
  const itemAnswer = apiSuccess(definition.item);
  return {
    /** The items; anonymous callers get active ones only. A filter fetches one by id. */
    getAll: async (filter?: z.input<D['filter']>): Promise<Item[]> => {
      const body = filter ? parseInput(definition.filter, filter) : undefined;
      const answer = await post(
        endpoint(definition, 'getall'),
        body,
        apiSuccess(z.array(definition.item)),
      );
      return answer.data as Item[];
    },
    create: async (
      fields: z.input<D['create']>,
      images: ImagesOf<D> = {},
      onUploadProgress?: UploadProgress,
    ): Promise<Saved<Item>> => {
      requireImages(definition, images);
      const values = parseInput(definition.create, fields);
      const path = endpoint(definition, 'create');
      const answer = await sendForm(path, values, images, itemAnswer, onUploadProgress);
      return { msg: answer.msg, item: answer.data as Item };
    },
    /** An update or a status change; a new image replaces the stored one only when given. */
    update: async (
      fields: z.input<D['update']>,
      images: ImagesOf<D> = {},
      onUploadProgress?: UploadProgress,
    ): Promise<Saved<Item>> => {
      const values = parseInput(definition.update, fields);
      const path = endpoint(definition, 'update');
      const answer = await sendForm(path, values, images, itemAnswer, onUploadProgress);
      return { msg: answer.msg, item: answer.data as Item };
    },
    /** Puts the items in this order (every id once); answers the list in its new order. */
    reorder: async (ids: readonly string[]): Promise<Item[]> => {
      const body = parseInput(definition.reorder, { ids: [...ids] });
      const answer = await post(
        endpoint(definition, 'reorder'),
        body,
        apiSuccess(z.array(definition.item)),
      );
      return answer.data as Item[];
    },
    /** Deletes one item; answers the id that is gone. */
    delete: async (target: z.input<D['delete']>) => {
      const body = parseInput(definition.delete, target);
      const answer = await post(endpoint(definition, 'delete'), body, apiSuccess(DeletedId));
      return { msg: answer.msg, id: answer.data._id };
    },
  };
}

type CreateCall<D extends AnySingleton, Item> = (
  fields: z.input<D['fields']>,
  images?: ImagesOf<D>,
  onUploadProgress?: UploadProgress,
) => Promise<Saved<Item>>;

/** The calls of a section (getall, update, and create where it has one), typed by its declaration. */
export function singletonEndpoints<D extends AnySingleton>(definition: D) {
  type Item = ItemOf<D>;
  const create = definition.create;
  const itemAnswer = apiSuccess(definition.item);
  const listAnswer = apiSuccess(nonEmptyList(definition.item));
  return {
    /** Every record; the landing page and the form use the first (spec: data[0]). */
    getAll: async (): Promise<Item[]> => {
      const answer = await post(
        endpoint(definition, 'getall'),
        undefined,
        apiSuccess(z.array(definition.item)),
      );
      return answer.data as Item[];
    },
    /** The first record (home only); null where the section has no create: the server seeds it. */
    create: (create
      ? async (
          fields: z.input<D['fields']>,
          images: ImagesOf<D> = {},
          onUploadProgress?: UploadProgress,
        ): Promise<Saved<Item>> => {
          const values = parseInput(create, fields);
          const path = endpoint(definition, 'create');
          const answer = await sendForm(path, values, images, itemAnswer, onUploadProgress);
          return { msg: answer.msg, item: answer.data as Item };
        }
      : null) as D['create'] extends z.ZodObject ? CreateCall<D, Item> : null,
    /** Updates the record; images are sent only when a new file was chosen. The answer is data[0]. */
    update: async (
      fields: z.input<D['update']>,
      images: ImagesOf<D> = {},
      onUploadProgress?: UploadProgress,
    ): Promise<Saved<Item>> => {
      const values = parseInput(definition.update, fields);
      const path = endpoint(definition, 'update');
      const answer = await sendForm(path, values, images, listAnswer, onUploadProgress);
      return { msg: answer.msg, item: answer.data[0] as Item };
    },
  };
}

export type CollectionEndpoints<D extends AnyCollection> = ReturnType<
  typeof collectionEndpoints<D>
>;
export type SingletonEndpoints<D extends AnySingleton> = ReturnType<typeof singletonEndpoints<D>>;
