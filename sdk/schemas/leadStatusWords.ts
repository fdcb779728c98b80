import type { LeadStatus } from './leadCreate';

/**
 * How a status reads to people: the console's words, and the ones the CSV export and the webhook
 * payloads carry beside the stored value (issue 46), so a spreadsheet or a CRM shows what the
 * sales team sees. The API's values stay lowercase.
 */
export const LEAD_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
  spam: 'Spam',
};
