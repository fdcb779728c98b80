import { ApiError, collectionEndpoints, mediaUrl, singletonEndpoints } from '@/sdk';
import type { UploadProgress } from '@/sdk';
import { altField, decorativeField, imagesNeedingAltText } from '@/sdk/content';
import type { AnyCollection, AnySingleton, ItemOf } from '@/sdk/content';
import type { ContentEntry } from '@/src/console/contentScreens';
import type { ContentRecord, FormFiles, SaveRequest } from '@/src/machines/contentForm';

// The sdk calls of the console's content screens, for any declaration: what a form's save and a
// table's toggle send is decided here once, not per entity.

type CollectionItem = ItemOf<AnyCollection>;
type CreateCall = (
  fields: Record<string, unknown>,
  images?: FormFiles,
  onUploadProgress?: UploadProgress,
) => Promise<{ item: unknown }>;

/** Full URLs of a record's stored images, by image field, for the form's previews. */
export function storedImageUrls(entry: ContentEntry, record: ContentRecord | null) {
  return Object.fromEntries(
    entry.definition.imageNames.map((name) => {
      const path = record?.[name];
      return [name, typeof path === 'string' && path ? mediaUrl(path) : null];
    }),
  );
}

/**
 * What a status toggle sends (spec: the whole item). The alt fields of an image the site shows
 * without alt text (issue 46) are left out: sent blank they would be refused, and the toggle
 * with them; left out, the stored ones stay (docs/api.md).
 */
export function toggleFields(definition: AnyCollection, item: CollectionItem, isActive: boolean) {
  const undescribed: string[] = imagesNeedingAltText(definition.images, item).flatMap((image) => [
    altField(image),
    decorativeField(image),
  ]);
  const names = Object.keys(definition.create.shape).filter((name) => !undescribed.includes(name));
  const fields = Object.fromEntries(names.map((name) => [name, item[name]]));
  return { ...fields, isActive, [definition.idField]: item._id };
}

/** A collection's form and table calls: load one, create or update, toggle, delete. */
export function collectionCalls(definition: AnyCollection) {
  const calls = collectionEndpoints(definition);
  const { idField } = definition;
  return {
    getAll: () => calls.getAll(),
    getOne: (id: string | undefined) => calls.getAll({ [idField]: id }),
    save: async ({ mode, id, values, files, onUploadProgress }: SaveRequest) =>
      mode === 'update'
        ? (await calls.update({ ...values, [idField]: id }, files, onUploadProgress)).item
        : (await calls.create(values, files, onUploadProgress)).item,
    /** Spec: a status change is an update with the full item, its id as the section id. */
    setActive: async (item: CollectionItem, isActive: boolean) =>
      (await calls.update(toggleFields(definition, item, isActive))).item,
    remove: async (item: CollectionItem) => (await calls.delete({ [idField]: item._id })).id,
    /** Only collections in the editor's order have a reorder (sdk/content/define.ts). */
    reorder: definition.order === 'manual' ? (ids: string[]) => calls.reorder(ids) : undefined,
  };
}

/** A section's form calls: load the record, create it (home only) or update it. */
export function singletonCalls(definition: AnySingleton) {
  const calls = singletonEndpoints(definition);
  // Read loosely: which sections have a create is the declaration's business (home only today).
  const create = calls.create as CreateCall | null;
  return {
    getAll: () => calls.getAll(),
    save: async ({ mode, id, values, files, onUploadProgress }: SaveRequest) => {
      if (mode === 'create' && create) return (await create(values, files, onUploadProgress)).item;
      // Course, launch and business have no create: the server seeds them on first start.
      if (!id) throw new ApiError(404, 'This section has no stored content yet.');
      const fields = { ...values, [definition.idField]: id };
      return (await calls.update(fields, files, onUploadProgress)).item;
    },
  };
}
