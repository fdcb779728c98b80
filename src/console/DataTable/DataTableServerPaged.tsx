import type { ReactNode } from 'react';
import { LoadError } from '../LoadError';
import { DataTablePagination } from './DataTablePagination';
import { pageWindow } from './dataTableModel';
import './DataTable.css';

/** What a table of one server-sent page shares: the page, the pager's answers, the load state. */
export interface DataTableServerPageProps {
  /** The current 1-based page. */
  page: number;
  /** Rows per page (one of 5, 10, 25, 50). */
  pageSize: number;
  /** How many rows match the filter in all, for the page report and the page buttons. */
  total: number;
  /** Called with the page to fetch. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; the container goes back to page 1. */
  onPageSizeChange: (size: number) => void;
  /** Shows the loading row while a page is fetched. */
  loading?: boolean;
  /** Why the page could not be loaded (with the request id): shown instead of the table. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Asks for the page again after a failed load. */
  onRetry?: () => void;
}

export interface DataTableServerPagedProps extends DataTableServerPageProps {
  /** The table's caption and accessible name, e.g. "Leads". */
  caption: string;
  /** The column headers, in display order. */
  columns: readonly string[];
  /** The page has no rows: the message row says this instead. */
  empty: boolean;
  /** Text of an empty page (no rows at all, or none matching the filter). */
  emptyMessage: string;
  /** The page's rows (`<tr>`s), one cell per column. */
  children: ReactNode;
}

/**
 * DataTable's look and pager for a list the server filters and pages (there may be thousands):
 * the caller renders the rows of the one page it has.
 */
export function DataTableServerPaged({
  caption,
  columns,
  empty,
  emptyMessage,
  children,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  loading = false,
  loadError,
  onRetry = () => {},
}: DataTableServerPagedProps) {
  if (loadError && !loading) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  const view = pageWindow(total, page, pageSize);
  const message = loading ? 'Loading…' : empty ? emptyMessage : null;
  return (
    <div className="data-table">
      {/* A region a keyboard can focus and scroll sideways when the table is wider than a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="data-table__table" aria-busy={loading}>
          <caption className="data-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((header) => (
                <th key={header} scope="col" className="data-table__cell--start">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message ? (
              <tr>
                <td colSpan={columns.length} className="data-table__message">
                  {message}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      <DataTablePagination
        page={view.current}
        pageCount={view.pageCount}
        pageSize={pageSize}
        // While a page loads the report keeps the last answer's numbers, which are still true.
        report={view.report}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
