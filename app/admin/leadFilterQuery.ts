import type { LeadFilter } from '@/sdk/schemas/lead';
import type { LeadFilterValues } from '@/src/console/LeadFilters';

// The console shows times in India; a picked day means that day in India, not in UTC
// (a bare date would make the server start the day at 05:30 IST).
const IST = '+05:30';

/** The form's text values as the sdk's filter: empty parts are left out. */
export function toLeadFilter(values: LeadFilterValues): LeadFilter {
  const filter: LeadFilter = {};
  const search = values.search.trim();
  if (search) filter.search = search;
  if (values.status) filter.status = values.status;
  if (values.from) filter.from = `${values.from}T00:00:00${IST}`;
  if (values.to) filter.to = `${values.to}T23:59:59.999${IST}`;
  return filter;
}

/** leads-YYYY-MM-DD.csv for today in India, when the server's answer names no file. */
export const fallbackCsvName = (now = new Date()) =>
  `leads-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)}.csv`;
