import type { ContentDefinition, ContentKey } from '@/sdk/content';
import { parseInput } from '../../http/input';
import type { ContentReader } from '../drafts/draftView';
import { blankRecord, recordOnly } from '../drafts/draftRecords';
import type { StoredRecord } from '../history/versions';
import { without } from '../records';

// The console's live preview (issue 47, docs/drafts.md): one record's unsaved form values laid
// over the draft view for one render. Nothing here writes: the override lives in the request.

/** One record as the form holds it: the declaration, the record (null: a new item) and its fields. */
export interface RecordOverride {
  key: ContentKey;
  id: string | null;
  fields: StoredRecord;
}

/** The id a new, never saved item has in its preview (it has none yet). */
export const UNSAVED_ID = 'unsaved-preview-item';

/**
 * The form's values checked as a save would check them: the declaration's update schema (every
 * field as text, the switches as 'true'/'false', the alt text rule), then only the record's own
 * fields, images left out (a stored image stays; a newly chosen file shows once saved).
 */
export function overrideFields(
  definition: ContentDefinition,
  id: string | undefined,
  values: Readonly<Record<string, string>>,
): StoredRecord {
  const { idField, imageNames } = definition;
  const parsed = parseInput(definition.update, {
    ...without(values, [idField, ...imageNames]),
    [idField]: id ?? UNSAVED_ID,
  }) as StoredRecord;
  const fields = recordOnly(definition, without(parsed, [idField, ...imageNames]));
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * `read` with the override over its record: the record with the form's fields; a new item first
 * (where a create puts it), on a blank record; a section never stored, its one record. The
 * visitor's filter applies afterwards, so switching an item off in the form hides it.
 */
export const overrideReader =
  (read: ContentReader, override: RecordOverride): ContentReader =>
  async (definition, filter = {}) => {
    if (definition.key !== override.key) return read(definition, filter);
    const records = await read(definition);
    const target = override.id ?? (definition.kind === 'singleton' ? records[0]?._id : undefined);
    const found = target !== undefined && records.some((record) => record._id === target);
    const laid = found
      ? records.map((record) =>
          record._id === target ? { ...record, ...override.fields, _id: target } : record,
        )
      : [{ ...blankRecord(definition), ...override.fields, _id: target ?? UNSAVED_ID }, ...records];
    return laid.filter(
      (record) =>
        (filter.id === undefined || record._id === filter.id) &&
        (filter.isActive === undefined || record.isActive === filter.isActive),
    );
  };
