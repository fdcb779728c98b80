import { Link } from 'react-router-dom';
import type { ContactSummary } from '@/sdk/schemas/contact';
import { DataTableServerPaged, type DataTableServerPageProps } from '../DataTable';
import {
  LeadFollowUp,
  contactPath,
  formatReceived,
  leadSourceLabel,
  useNarrowScreen,
} from '../LeadsTable';
import { formatPhone } from '../format';
import { ContactCards } from './ContactCards';
import { enquiryCount } from './enquiryCount';
import '../LeadsTable/LeadsTable.css';
import './ContactsTable.css';

export interface ContactsTableProps extends DataTableServerPageProps {
  /** One page of the inbox grouped by contact (the server groups and pages). */
  contacts: readonly ContactSummary[];
  /** A filter is applied: an empty answer says "no match" rather than "no leads". */
  filtered?: boolean;
  /** Today in India, for "Due today" and "Overdue"; the clock's day unless pinned. */
  today?: string;
}

const COLUMNS = ['Contact', 'Enquiries', 'Latest enquiry', 'Owner', 'Follow-up'];

/**
 * The inbox grouped by contact: one row per school or person, linking to its page; on a phone a
 * card per contact (ContactCards).
 */
export function ContactsTable(props: ContactsTableProps) {
  const narrow = useNarrowScreen();
  return narrow ? <ContactCards {...props} /> : <ContactsTableWide {...props} />;
}

function ContactsTableWide({ contacts, filtered = false, today, ...paging }: ContactsTableProps) {
  return (
    <DataTableServerPaged
      caption="Contacts"
      columns={COLUMNS}
      empty={contacts.length === 0}
      emptyMessage={
        filtered
          ? 'No contacts match these filters.'
          : 'No contacts yet. Enquiries from the site will appear here.'
      }
      {...paging}
    >
      {contacts.map((contact) => (
        <tr key={contact._id}>
          <td className="leads-table__contact">
            <Link to={contactPath(contact._id)}>{contact.name}</Link>
            <span className="leads-table__cta contacts-table__reach">
              {[
                ...contact.emails.slice(0, 1),
                ...contact.mobiles.slice(0, 1).map(formatPhone),
              ].join(' · ')}
            </span>
          </td>
          <td className="leads-table__enquiry">{enquiryCount(contact)}</td>
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
      ))}
    </DataTableServerPaged>
  );
}
