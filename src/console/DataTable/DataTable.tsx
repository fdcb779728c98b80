import { useId, useState, type Key } from 'react';
import { DataTablePagination } from './DataTablePagination';
import { SortableRows } from './DataTableSortable';
import type { DataTableReorder } from './DataTableSortable';
import {
  PAGE_SIZE_OPTIONS,
  filterRows,
  pageWindow,
  sortRows,
  type DataTableColumn,
  type SortState,
} from './dataTableModel';
import './DataTable.css';

export interface DataTableProps<T> {
  /** All rows; filtering, sorting and paging happen inside the table (spec section 2). */
  rows: readonly T[];
  /** The columns, in display order. */
  columns: readonly DataTableColumn<T>[];
  /** A stable key per row (the record's _id). */
  getRowKey: (row: T) => Key;
  /** The table's caption and accessible name, e.g. "Clients". */
  caption: string;
  /** Shows a loading row instead of data while the list is fetched. */
  loading?: boolean;
  /** Text when there are no rows at all. */
  emptyMessage?: string;
  /** Rows per page at first; the spec's default is 5. */
  initialPageSize?: (typeof PAGE_SIZE_OPTIONS)[number];
  /** Label of the filter box. */
  filterLabel?: string;
  /**
   * Rows reordered by drag and drop or the keyboard (a first "Order" column of handles). Moving
   * works on the stored order: while a sort or a search is on, the handles are disabled.
   */
  reorder?: DataTableReorder<T>;
}

/** A generic admin table with a text filter, sortable columns and pagination. */
export function DataTable<T>({
  rows,
  columns,
  getRowKey,
  caption,
  loading = false,
  emptyMessage = 'No records found.',
  initialPageSize = PAGE_SIZE_OPTIONS[0],
  filterLabel = 'Search',
  reorder,
}: DataTableProps<T>) {
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(initialPageSize);

  const visible = sortRows(filterRows(rows, columns, query), columns, sort);
  // Page size 0 is "All" (reorderable lists): every row on one page, so any can move anywhere.
  const perPage = pageSize === 0 ? Math.max(1, visible.length) : pageSize;
  // The page is clamped here, not in state, so a shrinking list (a delete) never shows an empty page.
  const view = pageWindow(visible.length, page, perPage);
  const pageRows = visible.slice(view.first === 0 ? 0 : view.first - 1, view.last);

  const toggleSort = (columnId: string) =>
    setSort((prev) =>
      prev?.columnId === columnId && prev.direction === 'ascending'
        ? { columnId, direction: 'descending' }
        : { columnId, direction: 'ascending' },
    );

  const rearranged = sort !== null || query.trim() !== '';
  const columnCount = columns.length + (reorder ? 1 : 0);
  const cells = (row: T, i: number) =>
    columns.map((c) => (
      <td key={c.id} className={`data-table__cell--${c.align ?? 'start'}`}>
        {c.cell(row, view.first + i)}
      </td>
    ));

  const message = loading
    ? 'Loading…'
    : rows.length === 0
      ? emptyMessage
      : visible.length === 0
        ? `No records match “${query.trim()}”.`
        : null;

  return (
    <div className="data-table">
      <div className="data-table__toolbar">
        <label htmlFor={filterId}>{filterLabel}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
      </div>
      {reorder && rearranged ? (
        <p className="data-table__hint">Clear the search and the sorting to change the order.</p>
      ) : reorder && view.pageCount > 1 ? (
        <p className="data-table__hint">
          Items move within a page: to move one to another page, choose Rows per page: All.
        </p>
      ) : null}
      {/* A region a keyboard can focus and scroll sideways when the table is wider than a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="data-table__table" aria-busy={loading}>
          <caption className="data-table__caption">{caption}</caption>
          <thead>
            <tr>
              {reorder ? (
                <th scope="col" className="data-table__cell--center">
                  Order
                </th>
              ) : null}
              {columns.map((c) => {
                const direction = sort?.columnId === c.id ? sort.direction : undefined;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={c.sortValue ? (direction ?? 'none') : undefined}
                    className={`data-table__cell--${c.align ?? 'start'}`}
                  >
                    {c.sortValue ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() => toggleSort(c.id)}
                      >
                        {c.header}
                        <span aria-hidden="true" className="data-table__sort-icon">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {message ? (
              <tr>
                <td colSpan={columnCount} className="data-table__message">
                  {message}
                </td>
              </tr>
            ) : reorder ? (
              <SortableRows
                rows={pageRows}
                rowKey={(row) => String(getRowKey(row))}
                reorder={reorder}
                disabled={rearranged}
                cells={cells}
              />
            ) : (
              pageRows.map((row, i) => <tr key={getRowKey(row)}>{cells(row, i)}</tr>)
            )}
          </tbody>
        </table>
      </div>
      <DataTablePagination
        page={view.current}
        pageCount={view.pageCount}
        pageSize={pageSize}
        report={view.report}
        allOption={reorder !== undefined}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
