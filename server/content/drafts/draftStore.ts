import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DraftQuery, ReviewState } from '@/sdk/content/drafts';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { contentDrafts } from '../../db/schema';
import type { StoredRecord } from '../history/versions';
import { holdScheduledReleases } from '../releases/releaseFreeze';

export type DraftRow = typeof contentDrafts.$inferSelect;

const one = (key: string, recordId: string) =>
  and(eq(contentDrafts.contentKey, key), eq(contentDrafts.recordId, recordId));

/** The draft of one record, or null. */
export async function findDraft(target: Db, key: string, recordId: string) {
  const [row] = await target.select().from(contentDrafts).where(one(key, recordId));
  return row ?? null;
}

export interface DraftWrite {
  key: string;
  recordId: string;
  changes: StoredRecord;
  isNew: boolean;
  actor: AuditActor;
}

/** A written draft, and the scheduled releases the write took off the schedule (by name). */
export interface WrittenDraft {
  row: DraftRow;
  held: string[];
}

/**
 * Saves a record's draft (one per record: a second save replaces the first). A draft sent back
 * by a reviewer is being edited again; one waiting for review keeps waiting, now with the new
 * values (the reviewer sees the latest). A scheduled release holding the record goes back to
 * draft first (releaseFreeze.ts): what it was approved to publish has changed.
 */
export async function writeDraft(target: Db, draft: DraftWrite): Promise<WrittenDraft> {
  const held = await holdScheduledReleases(target, draft.key, draft.recordId, {
    actor: draft.actor,
  });
  const by = { updatedById: draft.actor.id, updatedByName: draft.actor.username.slice(0, 100) };
  const existing = await findDraft(target, draft.key, draft.recordId);
  const reviewState: ReviewState = existing?.reviewState === 'waiting' ? 'waiting' : 'editing';
  const [row] = await target
    .insert(contentDrafts)
    .values({
      contentKey: draft.key,
      recordId: draft.recordId,
      changes: draft.changes,
      isNew: draft.isNew,
      ...by,
    })
    .onConflictDoUpdate({
      target: [contentDrafts.contentKey, contentDrafts.recordId],
      set: {
        changes: draft.changes,
        isNew: draft.isNew,
        updatedAt: new Date(),
        reviewState,
        ...by,
      },
    })
    .returning();
  if (!row) throw new Error('the draft was not stored');
  return { row, held };
}

/**
 * Removes a record's draft (published, discarded); answers it, or null when it had none. A
 * scheduled release holding the record goes back to draft, but the one publishing it (`except`).
 */
export async function deleteDraft(
  target: Db,
  key: string,
  recordId: string,
  hold: { except?: string; actor?: AuditActor } = {},
) {
  await holdScheduledReleases(target, key, recordId, hold);
  const [row] = await target.delete(contentDrafts).where(one(key, recordId)).returning();
  return row ?? null;
}

/**
 * Issue 47: what an editor under review proposes beyond field edits: a delete (the item's draft
 * marked, its edits kept) or a collection's new order (its order draft's whole `changes`).
 */
export type Proposal = { proposesDelete: true } | { changes: StoredRecord };

/**
 * Issue 47: stores a proposal as the record's draft, waiting for review at once. A draft of
 * field edits keeps them under a delete (they go to the trash with the item, as a spec delete's
 * draft does); a scheduled release holding the record goes back to draft, as any draft write
 * takes it.
 */
export async function markProposal(
  target: Db,
  key: string,
  recordId: string,
  proposal: Proposal,
  review: { note: string; actor: AuditActor },
): Promise<DraftRow> {
  await holdScheduledReleases(target, key, recordId, { actor: review.actor });
  const name = review.actor.username.slice(0, 100);
  const marked = {
    ...proposal,
    reviewState: 'waiting',
    reviewNote: review.note,
    reviewByName: name,
    reviewAt: new Date(),
    updatedAt: new Date(),
    updatedById: review.actor.id,
    updatedByName: name,
  };
  const [row] = await target
    .insert(contentDrafts)
    .values({ contentKey: key, recordId, changes: {}, isNew: false, ...marked })
    .onConflictDoUpdate({ target: [contentDrafts.contentKey, contentDrafts.recordId], set: marked })
    .returning();
  if (!row) throw new Error('the proposal was not stored');
  return row;
}

/** Sets where a draft stands with review; null when the record has no draft. */
export async function setReview(
  target: Db,
  key: string,
  recordId: string,
  review: { state: ReviewState; note: string; actor: AuditActor },
) {
  const [row] = await target
    .update(contentDrafts)
    .set({
      reviewState: review.state,
      reviewNote: review.note,
      reviewByName: review.actor.username.slice(0, 100),
      reviewAt: new Date(),
    })
    .where(one(key, recordId))
    .returning();
  return row ?? null;
}

/** Every draft, or those of one declaration and/or review state, oldest first. */
export async function listDrafts(db: Db, query: DraftQuery = {}): Promise<DraftRow[]> {
  const conditions: SQL[] = [];
  if (query.key) conditions.push(eq(contentDrafts.contentKey, query.key));
  if (query.review) conditions.push(eq(contentDrafts.reviewState, query.review));
  return db
    .select()
    .from(contentDrafts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(contentDrafts.createdAt), asc(contentDrafts.recordId));
}
