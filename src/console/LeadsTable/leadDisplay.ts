import { LeadStatus } from '@/sdk/schemas/lead';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { LEAD_STATUS_WORDS } from '@/sdk/schemas/leadStatusWords';
import { formatDateTime } from '../format';

/** Every status, in the order a lead moves through them. */
export const LEAD_STATUSES = LeadStatus.options;

/** How a status reads in the console: the same words as the CSV export and the webhooks. */
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = LEAD_STATUS_WORDS;

/** "14 Mar 2025, 12:00 pm IST": when a lead came in, on the console's one clock. */
export const formatReceived = formatDateTime;

/** Where a lead came from, in one phrase: its utm_source, else the referring site, else direct. */
export const leadSourceLabel = (lead: Pick<LeadRecord, 'utmSource' | 'referrerHost'>): string =>
  lead.utmSource ?? lead.referrerHost ?? 'Direct';

/** "1st", "2nd", "3rd", "4th", "11th", "21st": which enquiry of its contact a lead is. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}

/** The console page of one contact (every enquiry, the owner, the follow-up, the timeline). */
export const contactPath = (contactId: string) =>
  `/leads/contacts/${encodeURIComponent(contactId)}`;
