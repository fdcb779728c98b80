import type { ReactNode } from 'react';
import { DataTablePagination, pageWindow, type DataTableServerPageProps } from '../DataTable';
import { LoadError } from '../LoadError';
import './InboxCards.css';

export interface InboxCardsProps extends DataTableServerPageProps {
  /** The list's accessible name, the table's caption at wider widths ("Leads", "Contacts"). */
  label: string;
  /** The page has no cards: the message says this instead. */
  empty: boolean;
  /** Text of an empty page (none at all, or none matching the filter). */
  emptyMessage: string;
  /** The page's cards, each an `<li>` (InboxCard). */
  children: ReactNode;
}

/**
 * The inbox on a phone (issue 47 item 1): the page's leads or contacts as a list of cards, with
 * the table's loading line, empty message, load error and pager, so only the rows change shape.
 */
export function InboxCards({
  label,
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
}: InboxCardsProps) {
  if (loadError && !loading) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  const view = pageWindow(total, page, pageSize);
  const message = loading ? 'Loading…' : empty ? emptyMessage : null;
  return (
    <div className="inbox-cards" aria-busy={loading}>
      {message ? (
        <p className="inbox-cards__message">{message}</p>
      ) : (
        <ul className="inbox-cards__list" aria-label={label}>
          {children}
        </ul>
      )}
      <DataTablePagination
        page={view.current}
        pageCount={view.pageCount}
        pageSize={pageSize}
        report={view.report}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}

export interface InboxCardProps {
  /** The card's heading: the lead's or contact's name (a link where it has a page). */
  title: ReactNode;
  /** The heading's id, which names the card's article. */
  titleId: string;
  /** The lines under the name: how to reach them, status, owner, follow-up. */
  children: ReactNode;
  /** The card's action (Open, or a link to the contact), last and full width. */
  action: ReactNode;
}

/** One lead or contact on a phone: its name as a heading, its facts, its action. */
export function InboxCard({ title, titleId, children, action }: InboxCardProps) {
  return (
    <li className="inbox-card">
      <article aria-labelledby={titleId} className="inbox-card__article">
        <h2 id={titleId} className="inbox-card__title">
          {title}
        </h2>
        {children}
        <div className="inbox-card__action">{action}</div>
      </article>
    </li>
  );
}
