import { useState } from 'react';
import { Link } from 'react-router-dom';
import { imagesNeedingAltText } from '@/sdk/content';
import { ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import type { PageActivity } from '@/sdk/schemas/pageActivity';
import type { DraftSummary } from '@/sdk/content/drafts';
import { ConfirmDialog } from '../ConfirmDialog';
import type { CollectionEntry } from '../contentScreens';
import { DataTable } from '../DataTable';
import { LoadError } from '../LoadError';
import { ContentTableNewDrafts } from './ContentTableNewDrafts';
import { ContentTableOrderChanged, ContentTableOrderProposal } from './ContentTableOrder';
import { useOrderFocus, useProposedOrder } from './ContentTableOrdering';
import { reviewNote } from './ContentTableProposals';
import { toColumn } from './ContentTableColumns';
import type { Handlers, Item } from './ContentTableColumns';
import './ContentTable.css';

export interface ContentTableProps {
  /** The collection's declaration and screens: caption, messages and the column specs. */
  entry: CollectionEntry;
  /** The items, active and inactive. */
  items: readonly Item[];
  /** Turns a stored path into a full URL (API host + path); the container knows the host. */
  imageUrl: (path: string) => string;
  /** Shows the loading row while the list is fetched. */
  loading?: boolean;
  /** Why the list could not be loaded (with the request id): shown instead of the table. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Asks for the list again after a failed load. */
  onRetry?: () => void;
  /** Ids of items with a change in flight; their toggle and actions are disabled. */
  pendingIds?: readonly string[];
  /** Called with the item whose Status toggle was flipped; the container sends the change. */
  onToggleStatus: (item: Item) => void;
  /** Called with the item to edit. */
  onEdit: (item: Item) => void;
  /** Called with the item to delete, only after the user confirmed. */
  onDelete: (item: Item) => void;
  /**
   * Called when an item was moved (drag and drop or keyboard) onto another's place, by ids; only
   * for collections in the editor's order. Without it the table has no handles.
   */
  onMove?: (from: string, to: string) => void;
  /**
   * Items with unpublished changes, by id (issue 37): a badge beside the item's name says so
   * ("Draft", "Waiting for review", "Sent back").
   */
  drafts?: Readonly<Record<string, DraftSummary>>;
  /** New items saved only as drafts: listed above the table, each with a link to its form. */
  newDrafts?: readonly DraftSummary[];
  /**
   * Whether the user may change the site (issue 37: an editor may not while review is on). Without
   * it Delete and the order handles are gone (a note says so), and the status shows as text unless
   * `onProposeStatus` is given.
   */
  mayPublish?: boolean;
  /**
   * Issue 47: for someone who may not publish, the switch proposes instead: called with the item
   * and the state asked for; the container saves it as the item's draft for review.
   */
  onProposeStatus?: (item: Item, isActive: boolean) => void;
  /**
   * Issue 47: for someone who may not publish, Delete becomes "Propose delete": called with the
   * item after the user confirmed; the container saves the proposal for review. An item already
   * proposed shows a "Proposed: delete" badge instead of the button.
   */
  onProposeDelete?: (item: Item) => void;
  /**
   * Issue 47: for someone who may not publish, the order handles stay and move a proposed order
   * kept here; "Propose this order" calls this with every item's id in that order. Without it the
   * editor has no handles.
   */
  onProposeOrder?: (ids: string[]) => void;
  /**
   * Issue 47: the collection's proposed order (its draft under ORDER_DRAFT_ID), if any. The editor
   * sees the list in that order with its review state; an admin sees the site's order and a line
   * saying one waits for review.
   */
  orderProposal?: DraftSummary | null;
  /** Issue 47: the editor withdraws their proposed order. */
  onWithdrawOrder?: () => void;
  /** Issue 47: a proposal or withdrawal of the order is on its way. */
  orderBusy?: boolean;
  /** The review queue's path, for someone who may review: the proposal's line links to it. */
  reviewPath?: string;
  /** Each item's last change and reach by id, for the columns that show them (the pages list). */
  activity?: Readonly<Record<string, PageActivity>> | null;
}

/** The drafts of items: a collection's proposed order (issue 47) is no row's. */
function withoutOrderDraft(drafts: Readonly<Record<string, DraftSummary>>) {
  if (!(ORDER_DRAFT_ID in drafts)) return drafts;
  const { [ORDER_DRAFT_ID]: _order, ...items } = drafts;
  return items;
}

/**
 * The Manage screen of any collection (spec section 2): its declared columns, filter, paging.
 * An "Add" link to the collection's create form heads it.
 */
export function ContentTable({
  entry,
  items,
  imageUrl,
  loading,
  loadError,
  onRetry = () => {},
  pendingIds = [],
  onToggleStatus,
  onEdit,
  onDelete,
  onMove,
  drafts = {},
  newDrafts = [],
  mayPublish = true,
  onProposeStatus,
  onProposeDelete,
  onProposeOrder,
  orderProposal = null,
  onWithdrawOrder,
  orderBusy = false,
  reviewPath,
  activity = null,
}: ContentTableProps) {
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const { list, confirmDelete } = entry.screens;
  const handlers: Handlers = {
    imageUrl,
    pendingIds,
    statusMode: mayPublish ? 'live' : onProposeStatus ? 'propose' : 'read',
    onStatus: (item, next) => (mayPublish ? onToggleStatus(item) : onProposeStatus?.(item, next)),
    onEdit,
    askDelete: mayPublish || onProposeDelete ? setToDelete : undefined,
    deleteLabel: mayPublish ? 'Delete' : 'Propose delete',
    // A proposed order (issue 47) is the collection's draft, never an item's.
    drafts: withoutOrderDraft(drafts),
    // The one rule the site and the server use (sdk/content/imageAlt.ts).
    needsAltText: (item) => imagesNeedingAltText(entry.definition.images, item).length > 0,
    nameColumn: list.columns.findIndex((spec) => spec.kind === 'text'),
    activity,
  };
  const columns = list.columns.map((spec, index) => toColumn(spec, index, handlers));
  const named = list.columns.find((spec) => spec.kind === 'actions');
  const ordered = entry.definition.order === 'manual';
  const proposesOrder = !mayPublish && ordered && onProposeOrder !== undefined;
  // The editor sees the order they proposed (items added since follow it), then their moves.
  const proposed = proposesOrder ? orderProposal?.order?.proposed.map((x) => x.id) : undefined;
  const order = useProposedOrder(items, proposed, orderBusy);
  const focus = useOrderFocus<HTMLDivElement>(orderBusy);
  const rows = proposesOrder ? order.rows : items;
  const moved = proposesOrder ? order.moved : null;
  const move = mayPublish ? onMove : proposesOrder ? order.move : undefined;
  const reorder =
    move && ordered
      ? { label: (item: Item) => (named ? named.itemName(item) : item._id), onMove: move }
      : undefined;
  const add = (
    <Link className="content-table__add" to={entry.definition.screens.create}>
      <span aria-hidden="true">+ </span>
      {entry.screens.create.label}
    </Link>
  );
  if (loadError) {
    return (
      <div className="content-table">
        {add}
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div className="content-table" ref={focus.root}>
      {add}
      <ContentTableNewDrafts
        drafts={newDrafts.filter((draft) => draft.id !== ORDER_DRAFT_ID)}
        updatePath={entry.definition.screens.update}
      />
      {mayPublish ? null : (
        <p className="content-table__review-note">
          {reviewNote(Boolean(onProposeStatus), Boolean(onProposeDelete), proposesOrder)}
        </p>
      )}
      {orderProposal && (mayPublish || proposesOrder) ? (
        <ContentTableOrderProposal
          draft={orderProposal}
          mayPublish={mayPublish}
          busy={orderBusy}
          reviewPath={reviewPath}
          onWithdraw={
            onWithdrawOrder
              ? () => {
                  focus.hold();
                  onWithdrawOrder();
                }
              : undefined
          }
        />
      ) : null}
      {moved && onProposeOrder ? (
        <ContentTableOrderChanged
          busy={orderBusy}
          onPropose={() => {
            focus.hold();
            onProposeOrder(moved);
          }}
          onUndo={order.undo}
        />
      ) : null}
      <DataTable
        rows={rows}
        columns={columns}
        getRowKey={(item) => item._id}
        caption={list.caption}
        loading={loading}
        emptyMessage={list.empty}
        filterLabel={list.search}
        reorder={reorder}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={mayPublish ? confirmDelete.title : 'Propose deleting this item?'}
        confirmLabel={mayPublish ? 'Delete' : 'Propose delete'}
        destructive={mayPublish}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) (mayPublish ? onDelete : onProposeDelete)?.(toDelete);
          setToDelete(null);
        }}
      >
        {toDelete && mayPublish ? confirmDelete.body(toDelete) : null}
        {toDelete && !mayPublish
          ? `This asks an admin to delete “${named ? named.itemName(toDelete) : toDelete._id}”. It stays on the site until the delete is published, then goes to the trash, where it can be restored.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
