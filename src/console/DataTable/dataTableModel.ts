import type { ReactNode } from 'react';

/** One column of a DataTable over rows of type T. */
export interface DataTableColumn<T> {
  /** Stable key of the column, also used to remember the sort. */
  id: string;
  /** Header text; also the accessible name of the column and of its sort button. */
  header: string;
  /** Renders the cell; `position` is the 1-based place of the row in the sorted, filtered list. */
  cell: (row: T, position: number) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
  /** Text the filter box searches in this column. */
  filterValue?: (row: T) => string;
  /** Cell alignment; numbers and actions read better aligned. */
  align?: 'start' | 'center' | 'end';
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  /** The column sorted by. */
  columnId: string;
  /** Ascending on the first click, descending on the second (the names aria-sort uses). */
  direction: SortDirection;
}

/** Page sizes the spec offers; the first is the default. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;

export function filterRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    columns.some((c) => c.filterValue?.(row).toLocaleLowerCase().includes(needle)),
  );
}

export function sortRows<T>(
  rows: T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState | null,
): T[] {
  const value = sort && columns.find((c) => c.id === sort.columnId)?.sortValue;
  if (!sort || !value) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  // Copy first: the rows belong to the parent. Array sort is stable, so ties keep their order.
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
    return order * factor;
  });
}

/** The 1-based first and last row shown and the total, for the '{first} to {last} of {totalRecords}' report. */
export function pageWindow(total: number, page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return { pageCount, current, first, last, report: `${first} to ${last} of ${total}` };
}
