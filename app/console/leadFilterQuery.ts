import { LeadStatus } from '@/sdk/schemas/lead';
import { FollowUpFilter, OWNER_ME, OwnerFilter } from '@/sdk/schemas/leadOwner';
import type { LeadFilter } from '@/sdk/schemas/lead';
import { indiaToday } from '@/src/console/format';
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
  const owner = OwnerFilter.safeParse(values.owner);
  if (owner.success) filter.owner = owner.data;
  if (values.followUp) filter.followUp = values.followUp;
  return filter;
}

/** The server's name for an export of today (India), when its answer names no file. */
export const fallbackCsvName = (now = new Date()) => `leads-exported-${indiaToday(now)}-IST.csv`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter a link carries (`/leads?source=newsletter&status=new`): the dashboard links to the
 * inbox this way, and the inbox keeps its applied filter in its address, so a reload or a shared
 * link shows the same leads. Anything malformed is left out.
 */
export function leadFilterFromLink(params: URLSearchParams): LeadFilterValues {
  const values = { ...EMPTY_LEAD_FILTER };
  for (const key of ['search', 'source', 'campaign', 'cta'] as const)
    values[key] = params.get(key) ?? '';
  const status = LeadStatus.safeParse(params.get('status'));
  if (status.success) values.status = status.data;
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key) ?? '';
    if (DAY.test(day)) values[key] = day;
  }
  // The views (Mine, Unassigned, Follow-up due) are part of the filter, so they travel too.
  const owner = OwnerFilter.safeParse(params.get('owner'));
  if (owner.success) values.owner = owner.data;
  if (FollowUpFilter.safeParse(params.get('followUp')).success) values.followUp = 'due';
  return values;
}

/** The address query of a filter: its filled parts only, in the form's order. */
export function leadFilterLink(values: LeadFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value.trim()) params.set(key, value);
  return params;
}

/** The inbox link for leads with one source, campaign or call to action. */
export const leadsLink = (key: 'source' | 'campaign' | 'cta', value: string) =>
  `/leads?${new URLSearchParams({ [key]: value }).toString()}`;

/** The inbox's Trash view (issue 43): `/leads?view=trash`, its own address so it can be linked. */
export const LEADS_TRASH_LINK = '/leads?view=trash';

/**
 * Whether an address asks for the Trash view. Only `view=trash` does; any other `view` is the
 * inbox, whose filter drops it from the address.
 */
export const isTrashView = (params: URLSearchParams) => params.get('view') === 'trash';

/** The address's word for the inbox grouped by contact: `/leads?group=contact`. */
export const INBOX_GROUP = 'group';
export const BY_CONTACT = 'contact';

/**
 * The dashboard's "My follow-ups due" (issue 47) as the inbox's filter: the signed-in user's
 * contacts whose follow-up is today or overdue. The card's query and its See all link are both
 * built from it, so they cannot show different people.
 */
export const MY_FOLLOW_UPS_DUE: LeadFilterValues = {
  ...EMPTY_LEAD_FILTER,
  owner: OWNER_ME,
  followUp: 'due',
};

/**
 * The inbox showing them, grouped by contact as the card counts them (a follow-up belongs to
 * the contact; listed by lead, a school that wrote twice would count twice):
 * `/leads?owner=me&followUp=due&group=contact`.
 */
export const MY_FOLLOW_UPS_DUE_LINK = (() => {
  const params = leadFilterLink(MY_FOLLOW_UPS_DUE);
  params.set(INBOX_GROUP, BY_CONTACT);
  return `/leads?${params.toString()}`;
})();
