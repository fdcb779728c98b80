import type { ContactActivity, ContactDetail } from '@/sdk/schemas/contact';
import type { InboxLead } from '@/sdk/schemas/lead';
import { formatDate, statusLabel } from '../format';
import { ordinal } from '../LeadsTable';

/** One line of the timeline: an enquiry (with its touch) or an activity line. */
export type ContactTimelineEntry =
  | { kind: 'enquiry'; at: string; lead: InboxLead; touch: 'first' | 'latest' | 'only' | null }
  | { kind: 'activity'; at: string; activity: ContactActivity };

/**
 * Enquiries and activity lines on one timeline, newest first (what happened last is what a
 * salesperson opens the page for, as the server lists the activity), the first and latest enquiry
 * marked: where the school first heard of us and what brought it back.
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
  // Instants from one server compare by time; a line of the same instant as an enquiry is about
  // it, so it goes above it (after it in time).
  return [...enquiries, ...activity].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.kind === 'enquiry' ? 1 : -1),
  );
}

/**
 * Which enquiry a line is about: "2nd enquiry", or "an enquiry no longer here" (split off, marked
 * spam); null for a line about the whole contact.
 */
export function enquiryName(leads: readonly InboxLead[], leadId: string | null): string | null {
  if (!leadId) return null;
  const lead = leads.find((l) => l._id === leadId);
  return lead ? `${ordinal(lead.enquiryNumber ?? 1)} enquiry` : 'an enquiry no longer here';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a line says. A status change and a follow-up are written from their values, in the
 * console's words ("2nd enquiry: New to Contacted", "Follow-up set for 3 Dec 2026"), not the
 * stored sentence ("Status set to contacted", "Follow-up set for 2026-12-03"), which keeps the
 * API's values for the audit log. Other lines say what the server wrote.
 */
export function activityText(line: ContactActivity, leads: readonly InboxLead[]): string {
  if (line.kind === 'status' && line.to) {
    const which = enquiryName(leads, line.leadId);
    const change = line.from
      ? `${statusLabel(line.from)} to ${statusLabel(line.to)}`
      : statusLabel(line.to);
    return which ? `${capitalised(which)}: ${change}` : change;
  }
  if (line.kind === 'follow-up') {
    return line.to ? `Follow-up set for ${formatDate(line.to)}` : 'Follow-up cleared';
  }
  return line.text;
}
