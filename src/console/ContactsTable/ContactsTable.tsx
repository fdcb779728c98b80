import { Link } from 'react-router-dom';
import type { ContactSummary } from '@/sdk/schemas/contact';
import { DataTablePagination, pageWindow } from '../DataTable';
import { LoadError } from '../LoadError';
import { LeadFollowUp, contactPath, formatReceived, leadSourceLabel } from '../LeadsTable';
import '../DataTable/DataTable.css';
import '../LeadsTable/LeadsTable.css';
import './ContactsTable.css';

export interface ContactsTableProps {
  /** One page of the inbox grouped by contact (the server groups and pages). */
  contacts: readonly ContactSummary[];
  /** The current 1-based page. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** How many contacts match the filter in all. */
  total: number;
  /** Called with the page to fetch. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; the container goes back to page 1. */
  onPageSizeChange: (size: number) => void;
  /** Shows the loading row while a page is fetched. */
  loading?: boolean;
  /** A filter is applied: an empty answer says "no match" rather than "no leads". */
  filtered?: boolean;
  /** Why the page could not be loaded (with the request id): shown instead of the table. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Asks for the page again after a failed load. */
  onRetry?: () => void;
  /** Today in India, for "Due today" and "Overdue"; the clock's day unless pinned. */
  today?: string;
}

const COLUMNS = ['Contact', 'Enquiries', 'Latest enquiry', 'Owner', 'Follow-up'];

const enquiries = (c: ContactSummary) =>
  c.matching === c.enquiries
    ? `${c.enquiries} ${c.enquiries === 1 ? 'enquiry' : 'enquiries'}`
    : `${c.matching} of ${c.enquiries} enquiries`;

/** The inbox grouped by contact: one row per school or person, linking to its page. */
export function ContactsTable({
  contacts,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  loading = false,
  filtered = false,
  loadError,
  onRetry = () => {},
  today,
}: ContactsTableProps) {
  if (loadError && !loading) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  const view = pageWindow(total, page, pageSize);
  const message = loading
    ? 'Loading…'
    : contacts.length === 0
      ? filtered
        ? 'No contacts match these filters.'
        : 'No contacts yet. Enquiries from the site will appear here.'
      : null;
  return (
    <div className="data-table">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="data-table__scroll" role="region" aria-label="Contacts" tabIndex={0}>
        <table className="data-table__table" aria-busy={loading}>
          <caption className="data-table__caption">Contacts</caption>
          <thead>
            <tr>
              {COLUMNS.map((header) => (
                <th key={header} scope="col" className="data-table__cell--start">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message ? (
              <tr>
                <td colSpan={COLUMNS.length} className="data-table__message">
                  {message}
                </td>
              </tr>
            ) : (
              contacts.map((contact) => (
                <tr key={contact._id}>
                  <td className="leads-table__contact">
                    <Link to={contactPath(contact._id)}>{contact.name}</Link>
                    <span className="leads-table__cta contacts-table__reach">
                      {[...contact.emails.slice(0, 1), ...contact.mobiles.slice(0, 1)].join(' · ')}
                    </span>
                  </td>
                  <td className="leads-table__enquiry">{enquiries(contact)}</td>
                  <td className="leads-table__source">
                    <time dateTime={contact.latest.createdAt}>
                      {formatReceived(contact.latest.createdAt)}
                    </time>
                    <span>{leadSourceLabel(contact.latest)}</span>
                    {contact.latest.cta ? (
                      <span className="leads-table__cta">{contact.latest.cta}</span>
                    ) : null}
                  </td>
                  <td>
                    {contact.owner ? (
                      contact.owner.username
                    ) : (
                      <span className="leads-table__nobody">Unassigned</span>
                    )}
                  </td>
                  <td>
                    <LeadFollowUp day={contact.nextFollowUp} today={today} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
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
