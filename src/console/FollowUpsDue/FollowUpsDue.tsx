import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Contact } from '@/sdk/schemas/contact';
import { formatPhone } from '../format';
import { LeadFollowUp, contactPath } from '../LeadsTable';
import { LoadError } from '../LoadError';
import '../LeadsTable/LeadsTable.css';
import './FollowUpsDue.css';

/** A failed load as the card shows it (the same parts as the console's other error states). */
export interface FollowUpsDueFailure {
  /** What went wrong, in words a person can read. */
  message: string;
  /** The server's id for the failed request (X-Request-Id), for support. */
  requestId?: string | null;
}

export interface FollowUpsDueProps {
  /**
   * The first few contacts the user owns whose follow-up is due (today or overdue, India time),
   * soonest first as the server sends them; the container decides how many.
   */
  contacts: readonly Contact[];
  /** How many of the user's contacts are due in all; the list may show fewer. */
  total: number;
  /** The inbox filtered the same way (the user's contacts, follow-up due), for "See all". */
  seeAllHref: string;
  /** Shows placeholders while the list loads. */
  loading?: boolean;
  /** A failed load: the card says so, with Try again, instead of "Nothing due today". */
  error?: FollowUpsDueFailure | null;
  /** Asks again after a failed load. */
  onRetry?: () => void;
  /** Today in India, for "Due today" and "Overdue"; the clock's day unless pinned. */
  today?: string;
}

const dueCount = (total: number) =>
  `${total === 1 ? 'contact' : 'contacts'} to follow up today or overdue`;

/** How to reach a contact, in one line: its latest e-mail, else its mobile ("+91 98765 43210"). */
const reachOf = (contact: Contact) =>
  contact.emails[0] ?? (contact.mobiles[0] ? formatPhone(contact.mobiles[0]) : '');

/**
 * The dashboard's "My follow-ups due" card (issue 47): how many of the signed-in user's contacts
 * are due for a follow-up, the first few with their day and a link to each contact's page, and
 * "See all" into the inbox filtered the same way. It shows its own loading and error states, so
 * a failure here never hides the rest of the dashboard.
 */
export function FollowUpsDue({
  contacts,
  total,
  seeAllHref,
  loading = false,
  error = null,
  onRetry = () => {},
  today,
}: FollowUpsDueProps) {
  const titleId = useId();
  const known = !loading && !error;
  return (
    <section className="follow-ups-due" aria-labelledby={titleId} aria-busy={loading}>
      <div className="follow-ups-due__head">
        <h2 id={titleId} className="follow-ups-due__title">
          My follow-ups due
        </h2>
        {known && total > 0 ? (
          <Link to={seeAllHref}>
            See all<span className="visually-hidden"> follow-ups due</span>
          </Link>
        ) : null}
      </div>
      {error ? (
        <LoadError message={error.message} requestId={error.requestId} onRetry={onRetry} />
      ) : loading ? (
        <p className="follow-ups-due__muted">Loading follow-ups…</p>
      ) : total === 0 ? (
        // Nothing owed today: said plainly, not an empty list.
        <p className="follow-ups-due__muted">Nothing due today.</p>
      ) : (
        <>
          <p className="follow-ups-due__count">
            <span className="follow-ups-due__number">{total}</span> {dueCount(total)}
          </p>
          <ul className="follow-ups-due__list">
            {contacts.map((contact) => (
              <li key={contact._id} className="follow-ups-due__item">
                <div className="follow-ups-due__who">
                  <Link className="follow-ups-due__name" to={contactPath(contact._id)}>
                    {contact.name}
                  </Link>
                  <span className="follow-ups-due__muted follow-ups-due__reach">
                    {reachOf(contact)}
                  </span>
                </div>
                <LeadFollowUp day={contact.nextFollowUp} today={today} />
              </li>
            ))}
          </ul>
          {total > contacts.length ? (
            <p className="follow-ups-due__muted">
              Showing the first {contacts.length} of {total}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
