import type { InboxLead } from '@/sdk/schemas/lead';
import { DataTableServerPaged, truncate, type DataTableServerPageProps } from '../DataTable';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { Link } from 'react-router-dom';
import { contactPath, formatReceived, leadSourceLabel, ordinal } from './leadDisplay';
import { LeadFollowUp } from './LeadFollowUp';
import { LeadStatusBadge } from './LeadStatusBadge';
import { formatPhone } from '../format';
import { EmailText } from './EmailText';
import { LeadCards } from './LeadCards';
import { useNarrowScreen } from './useNarrowScreen';
// The admin tables share one look: DataTableServerPaged brings DataTable's; this adds only badges.
import './LeadsTable.css';

export interface LeadsTableProps extends DataTableServerPageProps {
  /** The leads of the current page only: the server filters and pages (there may be thousands). */
  leads: readonly InboxLead[];
  /** Called with the lead whose details should open. */
  onOpen: (lead: InboxLead) => void;
  /** True when a filter is applied, so an empty answer says "no match" rather than "no leads". */
  filtered?: boolean;
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

/**
 * The leads inbox: time, contact links, message preview and status, paged by the server; on a
 * phone a card per lead (LeadCards).
 */
export function LeadsTable(props: LeadsTableProps) {
  const narrow = useNarrowScreen();
  return narrow ? <LeadCards {...props} /> : <LeadsTableWide {...props} />;
}

/** The inbox's table, every column on a 1366 px screen. */
function LeadsTableWide({ leads, onOpen, filtered = false, today, ...paging }: LeadsTableProps) {
  return (
    <DataTableServerPaged
      caption="Leads"
      columns={COLUMNS}
      empty={leads.length === 0}
      emptyMessage={
        filtered
          ? 'No leads match these filters.'
          : 'No leads yet. Enquiries from the site will appear here.'
      }
      {...paging}
    >
      {leads.map((lead) => (
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
          <td className="leads-table__contact leads-table__email">
            <a href={`mailto:${lead.email}`}>
              <EmailText email={lead.email} />
            </a>
          </td>
          <td className="leads-table__contact leads-table__mobile">
            <a href={`tel:+91${lead.mobile}`}>{formatPhone(lead.mobile)}</a>
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
            <button type="button" className="data-table__action" onClick={() => onOpen(lead)}>
              Open<VisuallyHidden> lead from {lead.name}</VisuallyHidden>
            </button>
          </td>
        </tr>
      ))}
    </DataTableServerPaged>
  );
}
