import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatPhone } from '../format';
import {
  EmailText,
  InboxCard,
  InboxCards,
  LeadFollowUp,
  contactPath,
  formatReceived,
} from '../LeadsTable';
import type { ContactsTableProps } from './ContactsTable';
import { enquiryCount } from './enquiryCount';

/**
 * The inbox grouped by contact on a phone (issue 47 item 1): a card per contact, its name the
 * link to its page, Open the same link as a thumb-sized button.
 */
export function ContactCards({ contacts, filtered = false, today, ...paging }: ContactsTableProps) {
  const id = useId();
  return (
    <InboxCards
      label="Contacts"
      empty={contacts.length === 0}
      emptyMessage={
        filtered
          ? 'No contacts match these filters.'
          : 'No contacts yet. Enquiries from the site will appear here.'
      }
      {...paging}
    >
      {contacts.map((contact) => {
        const email = contact.emails[0];
        const mobile = contact.mobiles[0];
        return (
          <InboxCard
            key={contact._id}
            titleId={`${id}-${contact._id}`}
            title={<Link to={contactPath(contact._id)}>{contact.name}</Link>}
            action={
              <Link to={contactPath(contact._id)} className="inbox-card__button">
                Open<VisuallyHidden> contact {contact.name}</VisuallyHidden>
              </Link>
            }
          >
            <p className="inbox-card__line">
              {email ? (
                <a className="inbox-card__email" href={`mailto:${email}`}>
                  <EmailText email={email} />
                </a>
              ) : null}
              {mobile ? (
                <a className="inbox-card__mobile" href={`tel:+91${mobile}`}>
                  {formatPhone(mobile)}
                </a>
              ) : null}
            </p>
            <p className="inbox-card__line">
              {contact.owner ? (
                <span>{contact.owner.username}</span>
              ) : (
                <span className="inbox-card__muted">Unassigned</span>
              )}
              <span className="inbox-card__follow-up">
                <span className="inbox-card__muted">Follow-up</span>
                <LeadFollowUp day={contact.nextFollowUp} today={today} />
              </span>
            </p>
            <p className="inbox-card__line inbox-card__muted">
              <span>{enquiryCount(contact)}</span>
              <span>
                latest{' '}
                <time dateTime={contact.latest.createdAt}>
                  {formatReceived(contact.latest.createdAt)}
                </time>
              </span>
            </p>
          </InboxCard>
        );
      })}
    </InboxCards>
  );
}
