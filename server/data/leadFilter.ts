import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LeadFilter } from '@/sdk/schemas/lead';
import { DASHBOARD_TIME_ZONE } from '@/sdk/schemas/leadDashboard';
import { OWNER_ME, OWNER_NOBODY } from '@/sdk/schemas/leadOwner';
import { leads, leadSearchText } from '../db/schema';

/** Who is looking, and on which day (India): "mine" and "due" depend on both. */
export interface LeadViewer {
  /** The signed-in user; null matches nobody's leads as "mine". */
  userId: string | null;
  /** Today in India, YYYY-MM-DD: a follow-up on or before it is due. */
  today: string;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in India, the console's one clock. */
export const indiaDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(instant);

/** The viewer `userId` now. */
export const viewerNow = (userId: string | null, now = new Date()): LeadViewer => ({
  userId,
  today: indiaDay(now),
});

/** LIKE treats % and _ as wildcards and \ as the escape; a search for "50%" means those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;
const isDay = (value: string) => value.length === 10;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The WHERE clause of the inbox and the export, so both always agree on "the current filter".
 * Without a status it is every lead but spam. A bare day in `to` includes that whole day (UTC); an instant is inclusive as given.
 */
export function leadConditions(
  filter: LeadFilter,
  viewer: LeadViewer = viewerNow(null),
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // One expression over the four fields, the one leads_search_trgm_idx holds (schema.ts).
    conditions.push(sql`${leadSearchText(leads)} ILIKE ${pattern}`);
  }
  if (filter.from) {
    conditions.push(
      gte(leads.createdAt, isDay(filter.from) ? dayStart(filter.from) : new Date(filter.from)),
    );
  }
  if (filter.to) {
    conditions.push(
      isDay(filter.to)
        ? lt(leads.createdAt, new Date(dayStart(filter.to).getTime() + DAY_MS))
        : lte(leads.createdAt, new Date(filter.to)),
    );
  }
  // Spam (a filled honeypot) is shown only when asked for: the team reviews it apart.
  conditions.push(filter.status ? eq(leads.status, filter.status) : ne(leads.status, 'spam'));
  // Exact values, as the dashboard lists them (UTM values are case-sensitive, as in analytics).
  if (filter.source) conditions.push(eq(leads.utmSource, filter.source));
  if (filter.campaign) conditions.push(eq(leads.utmCampaign, filter.campaign));
  if (filter.cta) conditions.push(eq(leads.cta, filter.cta));
  // Owner and follow-up are the contact's (a lead without one, spam, is nobody's and never due).
  if (filter.followUp === 'due') {
    // Few contacts are due: their ids first (contacts_next_follow_up_idx), then their leads
    // (leads_contact_created_at_idx). As a semi-join the planner read all 100,000 leads instead
    // (bench/contacts.bench.ts: 2x the dashboard's time before, a tenth of it now).
    conditions.push(
      sql`${leads.contactId} = ANY(ARRAY(SELECT c.id FROM contacts AS c WHERE ${and(...contactConditions(filter, viewer))}))`,
    );
  } else if (filter.owner === OWNER_NOBODY) {
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM contacts AS c WHERE c.id = ${leads.contactId} AND c.owner_id IS NOT NULL)`,
    );
  } else if (filter.owner) {
    const owner = filter.owner === OWNER_ME ? viewer.userId : filter.owner;
    conditions.push(
      sql`EXISTS (SELECT 1 FROM contacts AS c WHERE c.id = ${leads.contactId} AND c.owner_id = ${owner})`,
    );
  }
  return and(...conditions);
}

/** The filter's conditions on a contact's own row (`contacts AS c`): its owner and follow-up. */
export function contactConditions(filter: LeadFilter, viewer: LeadViewer): SQL[] {
  const conditions: SQL[] = [];
  if (filter.owner === OWNER_NOBODY) conditions.push(sql`c.owner_id IS NULL`);
  else if (filter.owner) {
    const owner = filter.owner === OWNER_ME ? viewer.userId : filter.owner;
    conditions.push(sql`c.owner_id = ${owner}`);
  }
  if (filter.followUp === 'due') conditions.push(sql`c.next_follow_up <= ${viewer.today}::date`);
  return conditions;
}

/** What a query may hold besides conditions on the contact's own row. */
const ABOUT_CONTACTS = new Set(['owner', 'followUp', 'page', 'pageSize']);

/**
 * Whether the filter asks about contacts only (owner, follow-up), nothing of their enquiries
 * (a filter field added later counts as one about enquiries until named here).
 */
export const asksOnlyContacts = (filter: LeadFilter): boolean =>
  Object.entries(filter).every(
    ([field, value]) => ABOUT_CONTACTS.has(field) || value === undefined || value === '',
  );
