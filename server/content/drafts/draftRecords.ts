import { recordFields } from '@/sdk/content';
import type { ContentDefinition, ContentKey } from '@/sdk/content';
import { ORDER_DRAFT_ID, OrderProposal } from '@/sdk/content/drafts';
import type { DraftDetail, DraftSummary, ReviewState } from '@/sdk/content/drafts';
import { itemName } from '../itemName';
import { changedFields } from '../history/versions';
import type { StoredRecord } from '../history/versions';
import type { DraftRow } from './draftStore';

/**
 * A new record's values before any field is given: the defaults the derived columns have
 * (server/db/contentColumns.ts): text '', numbers 0, flags on, no image, no alt text.
 */
export function blankRecord(definition: ContentDefinition): StoredRecord {
  return Object.fromEntries(
    recordFields(definition).map((field) => {
      switch (field.kind) {
        case 'text':
        case 'image':
        case 'altText':
          return [field.name, ''];
        case 'integer':
          return [field.name, 0];
        case 'boolean':
          return [field.name, true];
        case 'decorative':
          return [field.name, false];
      }
    }),
  );
}

/** Only the record's own fields (what a draft may hold), in the declaration's terms. */
export function recordOnly(definition: ContentDefinition, values: StoredRecord): StoredRecord {
  const names = new Set(recordFields(definition).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/** The fields of `next` that differ from the published record: what a draft keeps. */
export function draftChanges(published: StoredRecord, next: StoredRecord): StoredRecord {
  const changed = changedFields(published, next).filter((name) => name in next);
  return Object.fromEntries(changed.map((name) => [name, next[name]]));
}

/** The record as the draft would publish it: the published record with the draft's changes. */
export const draftRecord = (
  recordId: string,
  published: StoredRecord | null,
  changes: StoredRecord,
): StoredRecord & { _id: string } => ({ ...(published ?? {}), ...changes, _id: recordId });

/** Issue 47: the collection's proposed order, when this is its order draft (ORDER_DRAFT_ID). */
const orderOf = (row: DraftRow) =>
  row.recordId === ORDER_DRAFT_ID ? OrderProposal.safeParse(row.changes).data : undefined;

export function draftSummary(row: DraftRow, published: StoredRecord | null): DraftSummary {
  const record = draftRecord(row.recordId, published, row.changes);
  const order = orderOf(row);
  return {
    key: row.contentKey as ContentKey,
    id: row.recordId,
    name: order ? 'New order' : (itemName(record) ?? row.contentKey),
    isNew: row.isNew,
    changedFields: order
      ? []
      : published
        ? changedFields(published, record)
        : Object.keys(row.changes),
    proposesDelete: row.proposesDelete,
    ...(order ? { order } : {}),
    updated: { by: row.updatedByName, at: row.updatedAt.toISOString() },
    review: {
      state: row.reviewState as ReviewState,
      note: row.reviewNote,
      last:
        row.reviewAt && row.reviewByName
          ? { by: row.reviewByName, at: row.reviewAt.toISOString() }
          : null,
    },
  };
}

export function draftDetail(row: DraftRow, published: StoredRecord | null): DraftDetail {
  return {
    ...draftSummary(row, published),
    draft: draftRecord(row.recordId, published, row.changes),
    published,
  };
}

/** What a proposal of issue 47 is, where the review names it: a delete or a new order. */
export type ProposalKind = 'delete' | 'order' | undefined;

/** A record as the review and its audit entries name it ('faqs “Is there an app?”'). */
export const label = (
  key: string,
  record: Record<string, unknown> | null | undefined,
  proposal: ProposalKind = undefined,
) => {
  if (proposal === 'order') return `${key} (new order)`;
  const name = record ? itemName(record) : undefined;
  // A proposed delete (issue 47) says so wherever the review names it.
  return `${name ? `${key} “${name}”` : key}${proposal === 'delete' ? ' (delete)' : ''}`;
};

/** Which proposal a draft is (issue 47), if any. */
export const proposalOf = (row: DraftRow): ProposalKind =>
  row.proposesDelete ? 'delete' : row.recordId === ORDER_DRAFT_ID ? 'order' : undefined;

/**
 * A draft as the review names it: the item's name as the draft would publish it, so an edit that
 * leaves the name alone (an answer, a switch) still names the item, not only its list. A
 * proposed delete says "(delete)", an order "(new order)" (issue 47).
 */
export const named = (row: DraftRow, published: Record<string, unknown> | null | undefined) =>
  label(row.contentKey, { ...(published ?? {}), ...row.changes }, proposalOf(row));
