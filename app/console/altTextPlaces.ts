import { collectionEndpoints, singletonEndpoints } from '@/sdk';
import { describedImages, imagesNeedingAltText } from '@/sdk/content';
import type { AnyCollection, ItemOf } from '@/sdk/content';
import { contentEntries } from '@/src/console/contentScreens';
import type { CollectionEntry, ContentEntry, SingletonEntry } from '@/src/console/contentScreens';
import type { AltTextPlace } from '@/src/console/DashboardSummary';

// Issue 46: where the site shows images without alt text (saved by a spec-era client), for the
// dashboard's count and its links. The one rule is the sdk's (imagesNeedingAltText).

type StoredRecord = ItemOf<AnyCollection>;

/** A collection item's name, as its table's first text column shows it. */
function itemName(entry: CollectionEntry, item: StoredRecord): string {
  const column = entry.screens.list.columns.find((spec) => spec.kind === 'text');
  return column?.kind === 'text' ? column.value(item) : item._id;
}

/** Where a record is edited, and how a person names it ("Clients: Acme Learning", "Home"). */
function placeOf(entry: ContentEntry, record: StoredRecord) {
  if (entry.definition.kind === 'singleton') {
    const { definition, screens } = entry as SingletonEntry;
    return { id: definition.key, label: screens.label, href: definition.screen };
  }
  const collection = entry as CollectionEntry;
  return {
    id: `${collection.definition.key}-${record._id}`,
    label: `${collection.screens.group}: ${itemName(collection, record)}`,
    href: `${collection.definition.screens.update}/${record._id}`,
  };
}

/** The records of one declaration that need alt text, each with its form's address. */
export function altTextPlacesOf(
  entry: ContentEntry,
  records: readonly StoredRecord[],
): AltTextPlace[] {
  return records.flatMap((record) => {
    const images = imagesNeedingAltText(entry.definition.images, record).length;
    return images > 0 ? [{ ...placeOf(entry, record), images }] : [];
  });
}

/** Records the caller has loaded already, by declaration key: not asked for again. */
export type LoadedRecords = Readonly<Record<string, Promise<readonly StoredRecord[]>>>;

const recordsOf = (entry: ContentEntry, loaded: LoadedRecords) =>
  loaded[entry.definition.key] ??
  (entry.definition.kind === 'collection'
    ? collectionEndpoints(entry.definition).getAll()
    : singletonEndpoints(entry.definition).getAll());

/** Every item and section whose images need alt text, in the console's navigation order. */
export async function loadAltTextPlaces(loaded: LoadedRecords = {}): Promise<AltTextPlace[]> {
  const described = contentEntries.filter(
    (entry) => describedImages(entry.definition.images).length > 0,
  );
  const lists = await Promise.all(
    described.map(async (entry) => altTextPlacesOf(entry, await recordsOf(entry, loaded))),
  );
  return lists.flat();
}
