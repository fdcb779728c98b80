import { LeadStatus } from '@/sdk/schemas/lead';
import type { LeadRecord } from '@/sdk/schemas/lead';

/** Every status, in the order a lead moves through them. */
export const LEAD_STATUSES = LeadStatus.options;

/** How a status reads in the console; the API's values stay lowercase. */
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
};

// A fixed locale and zone: the console is for an Indian sales team, whatever the browser says,
// and a fixed zone also keeps server and browser renders identical.
const receivedFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "14 Mar 2025, 12:00 pm": when a lead came in, in Indian time. */
export const formatReceived = (iso: string): string => receivedFormat.format(new Date(iso));

/** Where a lead came from, in one phrase: its utm_source, else the referring site, else direct. */
export const leadSourceLabel = (lead: Pick<LeadRecord, 'utmSource' | 'referrerHost'>): string =>
  lead.utmSource ?? lead.referrerHost ?? 'Direct';
