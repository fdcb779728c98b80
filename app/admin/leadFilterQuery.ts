import type { LeadFilter } from '@/sdk/schemas/lead';
import { EMPTY_LEAD_FILTER, type LeadFilterValues } from '@/src/console/LeadFilters';

// The console shows times in India; a picked day means that day in India, not in UTC
// (a bare date would make the server start the day at 05:30 IST).
const IST = '+05:30';

/** The form's text values as the sdk's filter: empty parts are left out. */
export function toLeadFilter(values: LeadFilterValues): LeadFilter {
  const filter: LeadFilter = {};
  const search = values.search.trim();
  if (search) filter.search = search;
  if (values.status) filter.status = values.status;
  for (const key of ['source', 'campaign', 'cta'] as const) {
    const value = values[key].trim();
    if (value) filter[key] = value;
  }
  if (values.from) filter.from = `${values.from}T00:00:00${IST}`;
  if (values.to) filter.to = `${values.to}T23:59:59.999${IST}`;
  return filter;
}

/** leads-YYYY-MM-DD.csv for today in India, when the server's answer names no file. */
export const fallbackCsvName = (now = new Date()) =>
  `leads-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)}.csv`;

/** The filter a link may carry (`/leads?source=newsletter`): the dashboard links to it. */
export function leadFilterFromLink(params: URLSearchParams): LeadFilterValues {
  const values = { ...EMPTY_LEAD_FILTER };
  for (const key of ['source', 'campaign', 'cta'] as const) values[key] = params.get(key) ?? '';
  return values;
}

/** The inbox link for leads with one source, campaign or call to action. */
export const leadsLink = (key: 'source' | 'campaign' | 'cta', value: string) =>
  `/leads?${new URLSearchParams({ [key]: value }).toString()}`;
