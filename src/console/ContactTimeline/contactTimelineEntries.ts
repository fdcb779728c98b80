import type { ContactActivity, ContactDetail } from '@/sdk/schemas/contact';
import type { InboxLead } from '@/sdk/schemas/lead';

/** One line of the timeline: an enquiry (with its touch) or an activity line. */
export type ContactTimelineEntry =
  | { kind: 'enquiry'; at: string; lead: InboxLead; touch: 'first' | 'latest' | 'only' | null }
  | { kind: 'activity'; at: string; activity: ContactActivity };

/**
 * Enquiries and activity lines on one timeline, oldest first (a conversation reads down), the
 * first and latest enquiry marked: where the school first heard of us and what brought it back.
 */
export function contactTimelineEntries(contact: ContactDetail): ContactTimelineEntry[] {
  const leads = [...contact.leads].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const last = leads.length - 1;
  const enquiries: ContactTimelineEntry[] = leads.map((lead, i) => ({
    kind: 'enquiry',
    at: lead.createdAt,
    lead,
    touch: last === 0 ? 'only' : i === 0 ? 'first' : i === last ? 'latest' : null,
  }));
  const activity: ContactTimelineEntry[] = contact.activity.map((line) => ({
    kind: 'activity',
    at: line.at,
    activity: line,
  }));
  // Instants from one server compare by time; an enquiry goes before a line of the same instant.
  return [...enquiries, ...activity].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.kind === 'enquiry' ? -1 : 1),
  );
}
