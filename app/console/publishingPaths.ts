import type { ContentRecord } from '@/sdk/content/contentRef';
import { ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import { contentEntry, contentKindLabel } from '@/src/console/navigation';

// Where the publishing screens of issue 37 live, for links from other screens, and how they
// name a record whose kind they only know by its key.

/** A record's history: its versions, newest first, with a comparison of the chosen one. */
export const historyPath = (key: string, id: string, versionId?: string, withId?: string) => {
  const query = new URLSearchParams({ key, id });
  if (versionId) query.set('version', versionId);
  // Compared with another version than the one before it (issue 47).
  if (versionId && withId) query.set('with', withId);
  return `/history?${query.toString()}`;
};

/** The Releases screen: where a draft's release is scheduled (linked from its banner, issue 44). */
export const releasesPath = '/releases';

/** The history screen opened at one version (from the audit log, which knows only the version). */
export const versionPath = (versionId: string) =>
  `/history?${new URLSearchParams({ version: versionId }).toString()}`;

/**
 * The form of a record: a section's one screen, or a collection item's update form; a proposed
 * order (issue 47, no item's) opens the collection's list, where it shows.
 */
export function formPath(key: string, id: string): string {
  const entry = contentEntry(key);
  if (!entry) return '/more';
  const { definition } = entry;
  if (definition.kind !== 'collection') return definition.screen;
  return id === ORDER_DRAFT_ID ? definition.screens.list : `${definition.screens.update}/${id}`;
}

/**
 * A record as people name it: a section by its name ("Home"), a collection item by its list's
 * words for it ("testimonial of Ravi Kumar") when the record is at hand, else by its kind.
 */
export function recordName(key: string, record: ContentRecord | null): string {
  const entry = contentEntry(key);
  if (!entry) return key;
  if (!('list' in entry.screens)) return entry.screens.label;
  const named = entry.screens.list.columns.find((column) => column.kind === 'actions');
  if (record && named?.kind === 'actions') {
    try {
      return named.itemName(record as Parameters<typeof named.itemName>[0]);
    } catch {
      // A record of an older shape: its kind will do.
    }
  }
  return `${contentKindLabel(key)} item`;
}
