import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatPhone } from '../format';
import { EmailText } from './EmailText';
import { InboxCard, InboxCards } from './InboxCards';
import { LeadFollowUp } from './LeadFollowUp';
import { LeadStatusBadge } from './LeadStatusBadge';
import { contactPath, formatReceived, ordinal } from './leadDisplay';
import type { LeadsTableProps } from './LeadsTable';

/** The leads inbox on a phone: a card per lead, the first on the first screen (issue 47 item 1). */
export function LeadCards({ leads, onOpen, filtered = false, today, ...paging }: LeadsTableProps) {
  const id = useId();
  return (
    <InboxCards
      label="Leads"
      empty={leads.length === 0}
      emptyMessage={
        filtered
          ? 'No leads match these filters.'
          : 'No leads yet. Enquiries from the site will appear here.'
      }
      {...paging}
    >
      {leads.map((lead) => (
        <InboxCard
          key={lead._id}
          titleId={`${id}-${lead._id}`}
          title={lead.name}
          action={
            <button type="button" className="inbox-card__button" onClick={() => onOpen(lead)}>
              Open<VisuallyHidden> lead from {lead.name}</VisuallyHidden>
            </button>
          }
        >
          <p className="inbox-card__line">
            <a className="inbox-card__email" href={`mailto:${lead.email}`}>
              <EmailText email={lead.email} />
            </a>
            <a className="inbox-card__mobile" href={`tel:+91${lead.mobile}`}>
              {formatPhone(lead.mobile)}
            </a>
          </p>
          <p className="inbox-card__line">
            <LeadStatusBadge status={lead.status} />
            {lead.owner ? (
              <span>{lead.owner.username}</span>
            ) : (
              <span className="inbox-card__muted">Unassigned</span>
            )}
            <span className="inbox-card__follow-up">
              <span className="inbox-card__muted">Follow-up</span>
              <LeadFollowUp day={lead.nextFollowUp} today={today} />
            </span>
          </p>
          <p className="inbox-card__line inbox-card__muted">
            <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>
            {lead.contactId && lead.enquiryNumber ? (
              <Link to={contactPath(lead.contactId)}>
                {ordinal(lead.enquiryNumber)} enquiry
                <VisuallyHidden> from {lead.name}: open the contact</VisuallyHidden>
              </Link>
            ) : (
              <span>No contact</span>
            )}
          </p>
        </InboxCard>
      ))}
    </InboxCards>
  );
}
