import type { ContactActivity, ContactDetail } from '@/sdk/schemas/contact';
import type { InboxLead } from '@/sdk/schemas/lead';
import { formatDateTime } from '../format';
import { ContactTimelineEnquiry } from './ContactTimelineEnquiry';
import { activityText, contactTimelineEntries, enquiryName } from './contactTimelineEntries';
import './ContactTimeline.css';

/** "On the 2nd enquiry · " before a note's author, when the note was left on one enquiry. */
function noteOn(line: ContactActivity, leads: ContactDetail['leads']): string | null {
  const which = line.kind === 'note' ? enquiryName(leads, line.leadId) : null;
  if (!which) return null;
  return which.startsWith('an ') ? `On ${which} · ` : `On the ${which} · `;
}

const KIND_LABEL = {
  note: 'Note',
  status: 'Status',
  owner: 'Owner',
  'follow-up': 'Follow-up',
  merge: 'Merged',
  split: 'Split',
} as const;

export interface ContactTimelineProps {
  /** The contact's page: its enquiries and its activity lines. */
  contact: ContactDetail;
  /** Called to split an enquiry off (the container confirms first); none on an only enquiry. */
  onSplit?: (lead: InboxLead) => void;
  /** A change is under way: the split buttons wait. */
  busy?: boolean;
}

/**
 * Every enquiry and every note, status, owner, follow-up, merge and split line, newest first; a
 * status change names its enquiry, and a note on an enquiry says which.
 */
export function ContactTimeline({ contact, onSplit, busy = false }: ContactTimelineProps) {
  const entries = contactTimelineEntries(contact);
  const canSplit = contact.leads.length > 1;
  if (entries.length === 0) {
    return <p className="contact-timeline__muted">Nothing on the timeline yet.</p>;
  }
  return (
    <ol className="contact-timeline" aria-label="Timeline">
      {entries.map((entry) =>
        entry.kind === 'enquiry' ? (
          <li key={`lead-${entry.lead._id}`} className="contact-timeline__item">
            <ContactTimelineEnquiry
              lead={entry.lead}
              touch={entry.touch}
              busy={busy}
              onSplit={canSplit ? onSplit : undefined}
            />
          </li>
        ) : (
          <li
            key={`line-${entry.activity._id}`}
            className={`contact-timeline__item contact-timeline__line contact-timeline__line--${entry.activity.kind}`}
          >
            <span className="contact-timeline__kind">{KIND_LABEL[entry.activity.kind]}</span>
            <span className="contact-timeline__text">
              {activityText(entry.activity, contact.leads)}
            </span>
            <span className="contact-timeline__muted">
              {noteOn(entry.activity, contact.leads)}
              {entry.activity.actorName} ·{' '}
              <time dateTime={entry.activity.at}>{formatDateTime(entry.activity.at)}</time>
            </span>
          </li>
        ),
      )}
    </ol>
  );
}
