import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mediaUrl, sdk } from '@/sdk';
import type { ContentKey } from '@/sdk/content';
import { ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import type { DraftSummary } from '@/sdk/content/drafts';
import type { PageActivity } from '@/sdk/schemas/pageActivity';
import type { CollectionEntry } from '@/src/console/contentScreens';
import { ContentTable } from '@/src/console/ContentTable';
import { collectionEntry } from '@/src/console/navigation';
import { collectionCalls } from '@/app/console/contentCalls';
import { useManagedList } from '@/app/console/useManagedList';
import { useOrderProposal } from '@/app/console/useOrderProposal';
import { useConsoleScreen } from '@/app/console/useConsoleScreen';
import { useLoaded } from '@/app/console/useLoaded';
import { usePublishRights } from '@/app/console/usePublishRights';
import { useStatusProposals } from '@/app/console/useStatusProposals';
import { NotFoundPage } from '../../site/pages/NotFoundPage';

/** The collections whose list shows each item's last change and reach, and where to read them. */
const ACTIVITY_READS: Partial<Record<ContentKey, () => Promise<PageActivity[]>>> = {
  pages: () => sdk.pageActivity.list(),
};

/**
 * The list's activity by item id, read beside the items (and again after they are reloaded);
 * null until it arrives, when it failed, or for a collection without it: the cells then show a
 * dash, and the list still works.
 */
function useActivity(key: ContentKey, items: readonly unknown[]) {
  const read = ACTIVITY_READS[key];
  const { data, error } = useLoaded(
    () => (read ? read() : Promise.resolve(null)),
    "The pages' activity could not be read.",
    items,
  );
  return useMemo(
    () => (data && !error ? Object.fromEntries(data.map((row) => [row.id, row])) : null),
    [data, error],
  );
}

function CollectionListScreen({ entry }: { entry: CollectionEntry }) {
  const navigate = useNavigate();
  const rights = usePublishRights();
  const key = entry.definition.key as ContentKey;
  const calls = useMemo(() => collectionCalls(entry.definition), [entry]);
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  const list = useManagedList({
    // The items and which of them have drafts, read together: a list without its drafts would
    // say nothing is waiting to be published when something is.
    load: async () => {
      const [items, found] = await Promise.all([calls.getAll(), sdk.drafts.list({ key })]);
      setDrafts(found);
      return items;
    },
    setActive: calls.setActive,
    remove: calls.remove,
    reorder: calls.reorder,
    undo: (item) => sdk.trash.undo({ key, id: item._id }),
  });
  // Issue 47: an editor while review is on proposes a switch or a delete as the item's draft.
  const proposals = useStatusProposals(entry.definition, setDrafts);
  // Issue 47: and a new order, the collection's draft under ORDER_DRAFT_ID (no item's).
  const order = useOrderProposal(entry.definition, setDrafts);
  const orderDraft = drafts.find((draft) => draft.id === ORDER_DRAFT_ID) ?? null;
  const itemDrafts = drafts.filter((draft) => draft !== orderDraft);
  const byId = Object.fromEntries(itemDrafts.map((draft) => [draft.id, draft]));
  const activity = useActivity(key, list.items);
  return (
    <ContentTable
      entry={entry}
      items={list.items}
      imageUrl={mediaUrl}
      loading={list.loading}
      loadError={list.loadError}
      onRetry={list.retry}
      pendingIds={[...list.pendingIds, ...proposals.proposingIds]}
      onToggleStatus={(item) => void list.toggle(item)}
      // Inactive items open their update form too (docs/spec-notes.md).
      onEdit={(item) => void navigate(`${entry.definition.screens.update}/${item._id}`)}
      onDelete={(item) => void list.remove(item)}
      onMove={calls.reorder ? (from, to) => void list.move(from, to) : undefined}
      drafts={byId}
      newDrafts={itemDrafts.filter((draft) => draft.isNew)}
      mayPublish={rights.mayPublish}
      onProposeStatus={(item, isActive) => void proposals.propose(item._id, isActive)}
      onProposeDelete={(item) => void proposals.proposeDelete(item._id)}
      onProposeOrder={calls.reorder ? (ids) => void order.propose(ids) : undefined}
      orderProposal={orderDraft}
      onWithdrawOrder={() => void order.withdraw()}
      orderBusy={order.busy}
      reviewPath={rights.mayReview ? '/review' : undefined}
      activity={activity}
    />
  );
}

/** A collection's Manage screen: every item, with status toggle, edit and delete. */
export function Component() {
  const entry = collectionEntry(useConsoleScreen()?.content);
  if (!entry) return <NotFoundPage />;
  return <CollectionListScreen key={entry.definition.key} entry={entry} />;
}
