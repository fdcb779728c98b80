import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from './dataTableModel';

export interface DataTablePaginationProps {
  /** The current 1-based page. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Rows per page. */
  pageSize: number;
  /** The '{first} to {last} of {totalRecords}' text. */
  report: string;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Called with the new page size (0: every row on one page). */
  onPageSizeChange: (size: number) => void;
  /** Offers "All" (page size 0) besides the spec's sizes: a reorderable list moves across pages. */
  allOption?: boolean;
}

/** First / previous / numbered / next / last buttons, the page report and the page size select. */
export function DataTablePagination({
  page,
  pageCount,
  pageSize,
  report,
  onPageChange,
  onPageSizeChange,
  allOption = false,
}: DataTablePaginationProps) {
  const sizeId = useId();
  // At most five numbered buttons around the current page keep the bar one line on phones.
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
  const nav = (label: string, text: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className="data-table__page"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className="data-table__pagination">
      <p className="data-table__report" aria-live="polite">
        {report}
      </p>
      <nav className="data-table__pages" aria-label="Pagination">
        {nav('First page', '«', 1, page <= 1)}
        {nav('Previous page', '‹', page - 1, page <= 1)}
        {pages.map((n) => (
          <button
            key={n}
            type="button"
            className="data-table__page"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </button>
        ))}
        {nav('Next page', '›', page + 1, page >= pageCount)}
        {nav('Last page', '»', pageCount, page >= pageCount)}
      </nav>
      <div className="data-table__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
        >
          {PAGE_SIZE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
          {allOption ? <option value={0}>All</option> : null}
        </select>
      </div>
    </div>
  );
}
