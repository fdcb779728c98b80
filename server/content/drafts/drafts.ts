import { randomUUID } from 'node:crypto';
import { ContentMessages, contentDefinitions } from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { DraftMessages } from '@/sdk/content/drafts';
import type { DraftDetail } from '@/sdk/content/drafts';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { altOfUndescribedImages, requireAltText, requireAltTextOfUpdate } from '../altText';
import { contentStore } from '../contentStore';
import type { StoredRecord } from '../history/versions';
import { blockPicturePaths } from '../blockPictures';
import { picturePaths } from '../pictures';
import { toRecord } from '../records';
import { holdScheduledReleases } from '../releases/releaseFreeze';
import { blankRecord, draftChanges, draftDetail, recordOnly } from './draftRecords';
import { withHoldingRelease } from './draftReleases';
import { deleteDraft, findDraft, writeDraft } from './draftStore';
import type { DraftRow } from './draftStore';

/** What a draft save sends: the parsed fields (no id, no image echoes) and the new paths. */
export interface DraftInput {
  /** The record's id; none for a new collection item. */
  id: string | null;
  fields: StoredRecord;
  newPaths: Record<string, string>;
  actor: AuditActor;
}

export interface SavedDraft {
  detail: DraftDetail;
  /** Pictures the save stopped naming (a draft's earlier upload), to release after commit. */
  released: string[];
  /** The scheduled releases holding the record, taken off the schedule by the save (by name). */
  held: string[];
}

/** The published record of `id` as the API answers it, or null. */
async function publishedRecord(target: Db, definition: ContentDefinition, id: string) {
  const row = await contentStore(definition).findRow(target, id);
  return row ? (toRecord(row) as StoredRecord & { _id: string }) : null;
}

/** The record as the draft says it is (or as published, without a draft); null if neither. */
function currentOf(published: StoredRecord | null, draft: DraftRow | null): StoredRecord | null {
  if (published) return { ...published, ...(draft?.changes ?? {}) };
  return draft?.isNew ? draft.changes : null;
}

/** The whole record must be one its declaration could answer (a 400 with its issues if not). */
function requireWholeRecord(definition: ContentDefinition, record: StoredRecord) {
  const parsed = definition.item.safeParse({ ...record, _id: 'draft' });
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message ?? ContentMessages.chooseImage, issues);
}

/**
 * Saves a draft of one record in one transaction: the record as it would be (the published one,
 * or the earlier draft, with the fields sent over it) is checked like a publish would check it
 * (alt text, the declaration's schema), and only the fields that differ from the published
 * record are kept. A draft equal to the published record is no draft: it is removed.
 */
export async function saveDraft(
  db: Db,
  definition: ContentDefinition,
  input: DraftInput,
): Promise<SavedDraft> {
  return db.transaction(async (tx) => {
    const id = input.id ?? randomUUID();
    // First, as a scheduled run takes the release before the draft (releaseFreeze.ts).
    const held = input.id
      ? await holdScheduledReleases(tx, definition.key, id, { actor: input.actor })
      : [];
    const published = input.id ? await publishedRecord(tx, definition, id) : null;
    const draft = input.id ? await findDraft(tx, definition.key, id) : null;
    let base = input.id ? currentOf(published, draft) : null;
    if (input.id && !base) throw notFound(definition.messages.notFound);
    const next = recordOnly(definition, {
      ...(base ?? blankRecord(definition)),
      ...Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== undefined)),
      ...input.newPaths,
      // A new picture sent without alt fields is stored undescribed (altText.ts, issue 46).
      ...altOfUndescribedImages(Object.keys(input.newPaths), input.fields),
    });
    if (base) {
      requireAltTextOfUpdate(definition, {
        before: base,
        next,
        sent: input.fields,
        newImages: Object.keys(input.newPaths),
      });
    } else {
      const missing = definition.imageNames.filter(
        (name) => definition.images[name]?.required && !input.newPaths[name],
      );
      if (missing.length > 0) {
        const message = ContentMessages.chooseImage;
        throw badRequest(
          message,
          missing.map((name) => ({ path: [name], message })),
        );
      }
      requireAltText(definition, next, input.fields);
      base = null;
    }
    requireWholeRecord(definition, next);
    // The draft's own earlier uploads it no longer names may go (the collector checks).
    const kept = [...Object.values(next), ...blockPicturePaths(next)];
    const released = picturePaths(definition.imageNames, draft?.changes).filter(
      (path) => !kept.includes(path),
    );
    const isNew = published === null;
    const changes = isNew ? next : draftChanges(published, next);
    // A proposed delete is kept when its edits are undone: the proposal is more than the fields.
    if (!isNew && Object.keys(changes).length === 0 && !draft?.proposesDelete) {
      await deleteDraft(tx, definition.key, id);
      const row: DraftRow = {
        contentKey: definition.key,
        recordId: id,
        changes: {},
        isNew: false,
        proposesDelete: false,
        createdAt: new Date(),
        updatedAt: new Date(),
        updatedById: input.actor.id,
        updatedByName: input.actor.username,
        reviewState: 'editing',
        reviewNote: '',
        reviewByName: null,
        reviewAt: null,
      };
      return { detail: draftDetail(row, published), released, held };
    }
    const { row } = await writeDraft(tx, {
      key: definition.key,
      recordId: id,
      changes,
      isNew,
      actor: input.actor,
    });
    // Read after the hold: a release this save took off the schedule is named as open.
    const detail = await withHoldingRelease(tx, draftDetail(row, published));
    return { detail, released, held };
  });
}

/** A record's draft with both records; 404 when it has none. */
export async function draftOf(db: Db, definition: ContentDefinition, id: string) {
  const draft = await findDraft(db, definition.key, id);
  if (!draft) throw notFound(DraftMessages.noDraft);
  return withHoldingRelease(db, draftDetail(draft, await publishedRecord(db, definition, id)));
}

/** The published records of the drafts listed, by `key:id`, for their summaries. */
export async function publishedOfDrafts(db: Db, rows: readonly DraftRow[]) {
  const found = new Map<string, StoredRecord | null>();
  for (const row of rows) {
    const definition = contentDefinitions[row.contentKey as keyof typeof contentDefinitions];
    found.set(
      `${row.contentKey}:${row.recordId}`,
      definition && !row.isNew ? await publishedRecord(db, definition, row.recordId) : null,
    );
  }
  return found;
}
