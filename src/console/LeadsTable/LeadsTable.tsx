import type { InboxLead } from '@/sdk/schemas/lead';
import { DataTablePagination, pageWindow, truncate } from '../DataTable';
import { LoadError } from '../LoadError';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { Link } from 'react-router-dom';
import { contactPath, formatReceived, leadSourceLabel, ordinal } from './leadDisplay';
import { LeadFollowUp } from './LeadFollowUp';
import { LeadStatusBadge } from './LeadStatusBadge';
// The admin tables share one look: this table reuses DataTable's classes and adds only badges.
import '../DataTable/DataTable.css';
import './LeadsTable.css';

export interface LeadsTableProps {
  /** The leads of the current page only: the server filters and pages (there may be thousands). */
  leads: readonly InboxLead[];
  /** The current 1-based page. */
  page: number;
  /** Rows per page (one of 5, 10, 25, 50). */
  pageSize: number;
  /** How many leads match the filter in all, for the page report and the page buttons. */
  total: number;
  /** Called with the page to fetch. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; the container goes back to page 1. */
  onPageSizeChange: (size: number) => void;
  /** Called with the lead whose details should open. */
  onOpen: (lead: InboxLead) => void;
  /** Shows the loading row while a page is fetched. */
  loading?: boolean;
  /** True when a filter is applied, so an empty answer says "no match" rather than "no leads". */
  filtered?: boolean;
  /** Why the page could not be loaded (with the request id): shown instead of the table. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Asks for the page again after a failed load. */
  onRetry?: () => void;
  /** Today in India, for "Due today" and "Overdue"; the clock's day unless pinned. */
  today?: string;
}

const COLUMNS = [
  'Received',
  'Name',
  'Email',
  'Mobile',
  'Message',
  'Source',
  'Owner, follow-up',
  'Status',
  'Action',
];

/** Whitespace runs (newlines above all) become one space, so a preview stays on one line. */
const preview = (message: string) => truncate(message.replace(/\s+/g, ' ').trim());

/** The leads inbox: time, contact links, message preview and status, paged by the server. */
export function LeadsTable({
  leads,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  onOpen,
  loading = false,
  filtered = false,
  loadError,
  onRetry = () => {},
  today,
}: LeadsTableProps) {
  if (loadError && !loading) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  const view = pageWindow(total, page, pageSize);
  const message = loading
    ? 'Loading…'
    : leads.length === 0
      ? filtered
        ? 'No leads match these filters.'
        : 'No leads yet. Enquiries from the site will appear here.'
      : null;
  return (
    <div className="data-table">
      {/* A region a keyboard can focus and scroll sideways when the table is wider than a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="data-table__scroll" role="region" aria-label="Leads" tabIndex={0}>
        <table className="data-table__table" aria-busy={loading}>
          <caption className="data-table__caption">Leads</caption>
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
              leads.map((lead) => (
                <tr key={lead._id}>
                  <td className="leads-table__time">
                    <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>
                  </td>
                  <td className="leads-table__name">
                    <span>{lead.name}</span>
                    {/* "2nd enquiry" leads to everything that school asked before. */}
                    {lead.contactId && lead.enquiryNumber ? (
                      <Link to={contactPath(lead.contactId)} className="leads-table__enquiry">
                        {ordinal(lead.enquiryNumber)} enquiry
                        <VisuallyHidden> from {lead.name}: open the contact</VisuallyHidden>
                      </Link>
                    ) : (
                      <span className="leads-table__nobody">No contact</span>
                    )}
                  </td>
                  <td className="leads-table__contact">
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </td>
                  <td className="leads-table__contact">
                    <a href={`tel:+91${lead.mobile}`}>{lead.mobile}</a>
                  </td>
                  <td>
                    <span className="leads-table__preview">{preview(lead.message)}</span>
                  </td>
                  <td className="leads-table__source">
                    <span>{leadSourceLabel(lead)}</span>
                    {lead.utmCampaign ? <span>{lead.utmCampaign}</span> : null}
                    {lead.cta ? <span className="leads-table__cta">{lead.cta}</span> : null}
                  </td>
                  {/* Owner and follow-up in one column: every column fits a 1366 px screen. */}
                  <td className="leads-table__owner">
                    {lead.owner ? (
                      <span>{lead.owner.username}</span>
                    ) : (
                      <span className="leads-table__nobody">Unassigned</span>
                    )}
                    <LeadFollowUp day={lead.nextFollowUp} today={today} />
                  </td>
                  <td>
                    <LeadStatusBadge status={lead.status} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="data-table__action"
                      onClick={() => onOpen(lead)}
                    >
                      Open<VisuallyHidden> lead from {lead.name}</VisuallyHidden>
                    </button>
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
        // While a page loads the report keeps the last answer's numbers, which are still true.
        report={view.report}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
