import { z } from 'zod';
import { RecordId } from '../schemas/common';
import { ContentKeyName, ContentRecord, ContentRef, Stamp } from './contentRef';
import type { ContentDefinition } from './define';

// Drafts (issue 37, docs/drafts.md): a record's unpublished changes, saved beside the published
// value. A draft is saved through its declaration's own path (`<api>/draft`, the update's body,
// or a collection's create body for a new item) and handled through /api/drafts/* by key and id.

/** Where a declaration's drafts are saved: `/api/clientSection/draft`. */
export const draftPath = (definition: Pick<ContentDefinition, 'api'>) => `${definition.api}/draft`;

/** Where a draft stands with review: being edited, waiting for an admin, or sent back. */
export const ReviewState = z.enum(['editing', 'waiting', 'sent-back']);
export type ReviewState = z.infer<typeof ReviewState>;

/**
 * Issue 47: the record id of a collection's proposed order. A reorder is no field of an item, so
 * the proposal is the collection's draft under this id, which no item can have (items get uuids).
 */
export const ORDER_DRAFT_ID = '#order';

/** An item in an order, named as people know it (its name when the order was proposed). */
export const OrderEntry = z.object({ id: RecordId, name: z.string() });
export type OrderEntry = z.infer<typeof OrderEntry>;

/** A proposed order: the list as the site showed it when proposed, and the order proposed. */
export const OrderProposal = z.object({
  current: z.array(OrderEntry),
  proposed: z.array(OrderEntry),
});
export type OrderProposal = z.infer<typeof OrderProposal>;

/**
 * Issue 44: the release not run yet that holds a draft, so the record's form says so before a
 * save takes a scheduled one off the schedule (server/content/releases/releaseFreeze.ts).
 */
export const DraftRelease = z.object({
  id: RecordId,
  name: z.string(),
  /** When it publishes by itself (ISO 8601, UTC) while scheduled; null while it is not. */
  scheduledAt: z.string().nullable(),
});
export type DraftRelease = z.infer<typeof DraftRelease>;

/** One record's draft, as lists show it (which records have unpublished changes). */
export const DraftSummary = z.object({
  key: ContentKeyName,
  id: RecordId,
  /** The item's name as people know it (a client's title), or the section's key. */
  name: z.string(),
  /** A collection item that is not on the site yet: publishing creates it. */
  isNew: z.boolean(),
  /** The fields that differ from the published record. */
  changedFields: z.array(z.string()),
  /**
   * Issue 47: the draft proposes to delete the item (publishing moves it to the trash). The server
   * always says it; optional so a summary written before issue 47 reads as a change of fields.
   */
  proposesDelete: z.boolean().optional(),
  /** Issue 47: a proposed order (the draft of ORDER_DRAFT_ID): the two orders, for the review. */
  order: OrderProposal.optional(),
  /**
   * Issue 44: the release holding the draft (a scheduled one first). Optional: a server before
   * issue 44 never said, and the contract's older answers stay valid.
   */
  release: DraftRelease.optional(),
  updated: Stamp,
  review: z.object({
    state: ReviewState,
    /** The reviewer's note when sent back ('' otherwise). */
    note: z.string(),
    /** Who asked for review or sent it back, and when; null while being edited. */
    last: Stamp.nullable(),
  }),
});
export type DraftSummary = z.infer<typeof DraftSummary>;

/**
 * A draft with both records, for the form and the field-by-field comparison: `draft` is the
 * record as it would be published, `published` the record on the site now (null for a new item).
 */
export const DraftDetail = DraftSummary.extend({
  draft: ContentRecord,
  published: ContentRecord.nullable(),
});
export type DraftDetail = z.infer<typeof DraftDetail>;

/** Which drafts to list: of one declaration, and/or in one review state (admins: 'waiting'). */
export const DraftQuery = z.strictObject({
  key: ContentKeyName.optional(),
  review: ReviewState.optional(),
});
export type DraftQuery = z.infer<typeof DraftQuery>;

/** Ask an admin to review and publish a draft, with an optional word for them. */
export const ReviewRequest = ContentRef.extend({
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters.').optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

/**
 * Issue 47: propose to delete a published collection item (an editor under review): the item's
 * draft is marked as a delete and waits for review at once, with an optional word for the admin.
 */
export const ProposeDelete = ReviewRequest;
export type ProposeDelete = z.infer<typeof ProposeDelete>;

/**
 * Issue 47: propose a new order of a collection's items (an editor under review): every item's id
 * in the new order. It is the collection's draft under ORDER_DRAFT_ID and waits for review at once.
 */
export const ProposeOrder = z.strictObject({
  key: ContentKeyName,
  ids: z
    .array(RecordId)
    .min(2, 'An order needs at least two items.')
    .max(1000, 'A list this long cannot be ordered here.'),
  note: ReviewRequest.shape.note,
});
export type ProposeOrder = z.infer<typeof ProposeOrder>;

/** Send a draft back to its editor with a note saying what to change. */
export const ReviewSendBack = ContentRef.extend({
  note: z
    .string({ error: 'Say what to change.' })
    .trim()
    .min(1, 'Say what to change.')
    .max(1000, 'Keep the note under 1000 characters.'),
});
export type ReviewSendBack = z.infer<typeof ReviewSendBack>;

/**
 * What a publish answers: the record as it is now on the site, and the version it made. A publish
 * that stores no version answers '' (an order, issue 47: the place is no field of a record; its
 * record is `{ _id: ORDER_DRAFT_ID, order: [ids] }`).
 */
export const Published = z.object({
  key: ContentKeyName,
  id: RecordId,
  record: ContentRecord,
  versionId: z.string().max(64),
});
export type Published = z.infer<typeof Published>;

export const DraftMessages = {
  saved: 'Draft saved.',
  published: 'Published.',
  discarded: 'Draft discarded.',
  noDraft: 'This record has no draft: it may have been published or discarded meanwhile.',
  reviewRequested: 'Sent for review.',
  sentBack: 'Sent back to the editor.',
  notWaiting: 'This draft is not waiting for review.',
  noChanges: 'Nothing differs from the published record, so no draft is kept.',
  reviewRequired: 'Review is on: an admin publishes. Save a draft and ask for review.',
  deleteProposed:
    'Delete proposed: it waits for an admin to review it. The item stays on the site until then.',
  /** A section has no delete: only a collection's items can be proposed for deletion. */
  notDeletable: 'Only an item of a list can be deleted; a section cannot.',
  deletedToTrash: 'Published: the item is in the trash, where it can be restored.',
  orderProposed:
    'New order proposed: it waits for an admin to review it. The site keeps its order until then.',
  /** The proposed order is the site's: no proposal is kept (an earlier one is withdrawn). */
  orderUnchanged: 'This is the order the site shows: nothing to propose.',
  /** A list without an order (or a section) cannot be reordered. */
  notOrderable: 'Only a list whose items keep an order can be reordered.',
  /** Proposing or publishing an order whose items are not the list's items now. */
  orderOutdated:
    'The list has changed since this order was made (an item was added or removed): reload it and order it again.',
  orderPublished: 'Published: the list is in its new order on the site.',
  savedOffSchedule:
    'Draft saved. A scheduled release held this record, so it is no longer scheduled: schedule it again.',
} as const;
