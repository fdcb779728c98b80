import { eq } from 'drizzle-orm';
import type { ContentDefinition } from '@/sdk/content';
import type { Db } from '../../db/database';
import { ORDER_DRAFT_ID, OrderProposal } from '@/sdk/content/drafts';
import { contentDrafts } from '../../db/schema';
import { contentStore } from '../contentStore';
import type { ListFilter } from '../contentStore';
import type { StoredRecord } from '../history/versions';
import { draftRecord } from './draftRecords';

/** Reads a declaration's records as a reader of the site sees them. */
export type ContentReader = (
  definition: ContentDefinition,
  filter?: ListFilter,
) => Promise<StoredRecord[]>;

/** The published records: what visitors see (the content cache keeps what these answer). */
export const publishedReader =
  (db: Db): ContentReader =>
  (definition, filter = {}) =>
    contentStore(definition).list(db, filter);

/** The records in a proposed order (issue 47): the ones it names in its order, others after. */
function inProposedOrder(records: StoredRecord[], changes: unknown): StoredRecord[] {
  const proposal = OrderProposal.safeParse(changes);
  if (!proposal.success) return records;
  const place = new Map(proposal.data.proposed.map((entry, index) => [entry.id, index]));
  const at = (record: StoredRecord) => place.get(String(record._id)) ?? place.size;
  return [...records].sort((a, b) => at(a) - at(b));
}

/**
 * The records as they would be with every draft published (issue 37): each published record
 * with its draft's changes over it, new items first (where a create puts them), no item proposed
 * for deletion, and in a proposed order (issue 47) where there is one. The filter
 * applies to the records as drafted, so an item whose draft switches it off is not shown. Used by
 * the preview only; nothing it answers reaches the content cache.
 */
export const draftReader =
  (db: Db): ContentReader =>
  async (definition, filter = {}) => {
    const [published, drafts] = await Promise.all([
      contentStore(definition).list(db),
      db.select().from(contentDrafts).where(eq(contentDrafts.contentKey, definition.key)),
    ]);
    const byId = new Map(drafts.map((draft) => [draft.recordId, draft]));
    const fresh = drafts
      .filter((draft) => draft.isNew && !published.some((record) => record._id === draft.recordId))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((draft) => draftRecord(draft.recordId, null, draft.changes));
    // A proposed delete (issue 47) would take the item off the site: the preview leaves it out.
    const drafted = inProposedOrder(
      published
        .filter((record) => byId.get(record._id)?.proposesDelete !== true)
        .map((record) => draftRecord(record._id, record, byId.get(record._id)?.changes ?? {})),
      byId.get(ORDER_DRAFT_ID)?.changes,
    );
    return [...fresh, ...drafted].filter(
      (record) =>
        (filter.id === undefined || record._id === filter.id) &&
        (filter.isActive === undefined || record.isActive === filter.isActive),
    );
  };
