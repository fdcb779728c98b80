import type { InboxLead } from '@/sdk/schemas/lead';
import type { AttributionField } from '@/sdk/schemas/leadAttribution';
import { formatDateTime, formatPhone } from '../format';
import { LeadStatusBadge, ordinal } from '../LeadsTable';

const ORIGIN: readonly { field: AttributionField; label: string }[] = [
  { field: 'cta', label: 'Call to action' },
  { field: 'pagePath', label: 'Page' },
  { field: 'utmSource', label: 'Source' },
  { field: 'utmMedium', label: 'Medium' },
  { field: 'utmCampaign', label: 'Campaign' },
  { field: 'referrerHost', label: 'Referrer' },
];

const TOUCH = { first: 'First touch', latest: 'Latest touch', only: 'First and latest touch' };

export interface ContactTimelineEnquiryProps {
  /** The enquiry, as the contact's page lists it. */
  lead: InboxLead;
  /** Which touch it is: the first, the latest, the only one, or one between. */
  touch: 'first' | 'latest' | 'only' | null;
  /** Called to take this enquiry out of the contact; absent when it is the contact's only one. */
  onSplit?: (lead: InboxLead) => void;
  /** A split is under way: the button waits. */
  busy?: boolean;
}

/** One enquiry on the contact's timeline: when, what was asked, where from, and its status. */
export function ContactTimelineEnquiry({
  lead,
  touch,
  onSplit,
  busy,
}: ContactTimelineEnquiryProps) {
  const known = ORIGIN.filter(({ field }) => lead[field]);
  return (
    <article
      className="contact-timeline__enquiry"
      aria-label={`${ordinal(lead.enquiryNumber ?? 1)} enquiry`}
    >
      <header className="contact-timeline__head">
        <strong>{ordinal(lead.enquiryNumber ?? 1)} enquiry</strong>
        {touch ? <span className="contact-timeline__touch">{TOUCH[touch]}</span> : null}
        <LeadStatusBadge status={lead.status} />
        <time dateTime={lead.createdAt} className="contact-timeline__when">
          {formatDateTime(lead.createdAt)}
        </time>
      </header>
      <p className="contact-timeline__who">
        {lead.name} · {lead.email} · {formatPhone(lead.mobile)}
      </p>
      <p className="contact-timeline__message">{lead.message}</p>
      {known.length === 0 ? (
        <p className="contact-timeline__muted">No source recorded: a direct visit.</p>
      ) : (
        <dl className="contact-timeline__origin">
          {known.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{lead[field]}</dd>
            </div>
          ))}
        </dl>
      )}
      {onSplit ? (
        <button
          type="button"
          className="contact-timeline__split"
          disabled={busy}
          onClick={() => onSplit(lead)}
        >
          Split off this enquiry
        </button>
      ) : null}
    </article>
  );
}
