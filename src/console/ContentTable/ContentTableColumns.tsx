import type { ItemOf } from '@/sdk/content';
import type { DraftSummary } from '@/sdk/content/drafts';
import type { PageActivity } from '@/sdk/schemas/pageActivity';
import { StarRating } from '@/src/ui/StarRating';
import type { ColumnSpec, CollectionEntry } from '../contentScreens';
import { AltTextBadge } from '../AltTextBadge';
import { DataTableRowActions, truncate } from '../DataTable';
import type { DataTableColumn } from '../DataTable';
import { DraftBadge } from '../DraftBadge';
import { LastChangeCell, ReachCell } from './ContentTableActivity';
import { ProposedDeleteBadge } from './ContentTableProposals';
import { ContentTableStatus } from './ContentTableStatus';
import type { StatusMode } from './ContentTableStatus';

// How each kind of declared column is drawn in a collection's table (moved out of ContentTable.tsx
// as it grew with issue 47's proposals).

export type Item = ItemOf<CollectionEntry['definition']>;

/** What the cells need from the table: its data, its callbacks and who may do what. */
export interface Handlers {
  imageUrl: (path: string) => string;
  pendingIds: readonly string[];
  statusMode: StatusMode;
  onStatus: (item: Item, isActive: boolean) => void;
  onEdit: (item: Item) => void;
  askDelete?: (item: Item) => void;
  /** The delete button's word ("Delete", or "Propose delete" under review). */
  deleteLabel: string;
  drafts: Readonly<Record<string, DraftSummary>>;
  /** Whether the site shows an image of the item without alt text (issue 46). */
  needsAltText: (item: Item) => boolean;
  /** The column that names the item: its cell carries the draft and alt text badges. */
  nameColumn: number;
  /** Each item's last change and reach by id (the pages list); null while unknown. */
  activity: Readonly<Record<string, PageActivity>> | null;
}

/** A declared column as a DataTable column: how each kind of cell looks and sorts. */
export function toColumn(
  spec: ColumnSpec<Item>,
  index: number,
  on: Handlers,
): DataTableColumn<Item> {
  const id = `${spec.kind}-${index}`;
  const header = spec.header;
  switch (spec.kind) {
    case 'position':
      return { id, header, cell: (_, position) => position };
    case 'text':
      return {
        id,
        header,
        cell: (item) => {
          const named = index === on.nameColumn;
          const draft = named ? on.drafts[item._id] : undefined;
          const undescribed = named && on.needsAltText(item);
          const text = spec.truncate ? (
            <span title={spec.value(item)}>{truncate(spec.value(item))}</span>
          ) : (
            spec.value(item)
          );
          return draft || undescribed ? (
            <>
              {text}
              {draft ? <DraftBadge draft={draft} /> : null}
              {draft?.proposesDelete ? <ProposedDeleteBadge /> : null}
              {undescribed ? <AltTextBadge /> : null}
            </>
          ) : (
            text
          );
        },
        sortValue: spec.sortable ? spec.value : undefined,
        filterValue: spec.filterable ? spec.value : undefined,
      };
    case 'image':
      return {
        id,
        header,
        cell: (item) => (
          <img
            className="data-table__thumb"
            // The spec's fixed box; the global img rule would otherwise let a tall upload stretch it.
            style={{ width: spec.width, height: spec.height }}
            src={on.imageUrl(spec.value(item))}
            alt={spec.alt(item)}
            width={spec.width}
            height={spec.height}
          />
        ),
      };
    case 'rating':
      return {
        id,
        header,
        cell: (item) => <StarRating value={spec.value(item)} readOnly size="sm" />,
        sortValue: spec.value,
      };
    case 'status':
      return {
        id,
        header,
        cell: (item) => (
          <ContentTableStatus
            mode={on.statusMode}
            live={item.isActive === true}
            label={spec.label(item)}
            draft={on.drafts[item._id]}
            disabled={on.pendingIds.includes(item._id)}
            onChange={(next) => on.onStatus(item, next)}
          />
        ),
        sortValue: (item) => (item.isActive ? 1 : 0),
      };
    case 'lastChange':
      return {
        id,
        header,
        cell: (item) => <LastChangeCell activity={on.activity} id={item._id} />,
        sortValue: (item) => on.activity?.[item._id]?.changedAt ?? '',
      };
    case 'reach':
      return {
        id,
        header,
        cell: (item) => <ReachCell activity={on.activity} id={item._id} />,
        sortValue: (item) => on.activity?.[item._id]?.views ?? -1,
      };
    case 'actions':
      return {
        id,
        header,
        cell: (item) => (
          <DataTableRowActions
            itemName={spec.itemName(item)}
            disabled={on.pendingIds.includes(item._id)}
            onEdit={() => on.onEdit(item)}
            onDelete={
              on.askDelete && !on.drafts[item._id]?.proposesDelete
                ? () => on.askDelete?.(item)
                : undefined
            }
            deleteLabel={on.deleteLabel}
          />
        ),
      };
  }
}
