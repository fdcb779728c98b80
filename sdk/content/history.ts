import { z } from 'zod';
import { RecordId, pageOf } from '../schemas/common';
import { ContentKeyName, ContentRecord } from './contentRef';
import type { ContentDefinition } from './define';
import { PageBlocksText } from './pages';
import { recordFields } from './recordFields';
import type { RecordFieldKind } from './recordFields';

// History and trash (issue 37, docs/drafts.md): every publish of a record stores a version, and
// a deleted record waits in the trash until it is restored or purged.

/** What a publish did to the record on the site. */
export const VersionAction = z.enum(['create', 'update', 'delete', 'restore']);
export type VersionAction = z.infer<typeof VersionAction>;

/** One publish of one record, as the history list shows it. */
export const VersionSummary = z.object({
  _id: RecordId,
  key: ContentKeyName,
  recordId: RecordId,
  action: VersionAction,
  changedFields: z.array(z.string()),
  actorName: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** The release that published it, if one did. */
  releaseId: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

/** One version with the whole record before and after it (null: did not exist). */
export const Version = VersionSummary.extend({
  before: ContentRecord.nullable(),
  after: ContentRecord.nullable(),
});
export type Version = z.infer<typeof Version>;

/** The history of one record, newest first; or of everything, when neither is given. */
export const VersionQuery = z.strictObject({
  key: ContentKeyName.optional(),
  id: RecordId.optional(),
  page: z.number({ error: 'The page must be a number.' }).int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100, 'At most 100 versions per page.').default(25),
});
export type VersionQuery = z.input<typeof VersionQuery>;

export const VersionPage = pageOf(VersionSummary);
export type VersionPage = z.infer<typeof VersionPage>;

export const VersionRef = z.strictObject({ versionId: RecordId });
export type VersionRef = z.infer<typeof VersionRef>;

/** A deleted record in the trash. */
export const TrashItem = z.object({
  _id: RecordId,
  key: ContentKeyName,
  recordId: RecordId,
  name: z.string(),
  record: ContentRecord,
  /** It had unpublished changes when deleted: a restore brings them back as its draft. */
  hadDraft: z.boolean(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  /** After this moment (ISO 8601) it is purged for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

export const TrashQuery = z.strictObject({ key: ContentKeyName.optional() });
export type TrashQuery = z.infer<typeof TrashQuery>;

export const TrashRef = z.strictObject({ trashId: RecordId });
export type TrashRef = z.infer<typeof TrashRef>;

/** How long a delete can be undone from its toast (the trash keeps it longer). */
export const UNDO_SECONDS = 30;
/** How long the trash keeps a deleted record. */
export const TRASH_DAYS = 30;

export const HistoryMessages = {
  restoredAsDraft: 'Restored as a draft: publish it to put it on the site.',
  restored: 'Restored.',
  noVersion: 'No version with this id.',
  noTrashItem: 'Nothing in the trash with this id.',
  undoTooLate: `A delete can be undone for ${UNDO_SECONDS} seconds; restore it from the trash.`,
  nothingToUndo: 'Nothing of yours to undo here: restore it from the trash.',
  stillThere: 'This record is on the site again already.',
  sameAsPublished: 'This version is what the site shows now: there is nothing to restore.',
} as const;

/**
 * How a comparison shows a field: as it is stored (text, integer, boolean, image: a stored path,
 * shown as a thumbnail; altText, decorative), or `pageBlocks`: text that holds a page's blocks
 * as JSON, compared block by block (issue 44) rather than as one long text.
 */
export type ComparedFieldKind = RecordFieldKind | 'pageBlocks';

/** One field of a comparison: what it held before and after, and how to show it. */
export interface FieldChange {
  name: string;
  kind: ComparedFieldKind;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * The field-by-field comparison of two records of one declaration, in the form's order (the
 * declaration's fields). `before` or `after` may be null (created, deleted): its side is empty.
 */
export function compareRecords(
  definition: ContentDefinition,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const written = (definition.kind === 'collection' ? definition.create : definition.fields).shape;
  return recordFields(definition).map((field) => {
    const old = before?.[field.name];
    const now = after?.[field.name];
    // Known by how it is written, not by its name: any field written as a page's blocks text.
    const blocks = written[field.name] === PageBlocksText;
    const kind = blocks ? 'pageBlocks' : field.kind;
    return { name: field.name, kind, before: old, after: now, changed: old !== now };
  });
}
