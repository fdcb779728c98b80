import { and, eq, gte, ilike, lt, lte, ne, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LeadFilter } from '@/sdk/schemas/lead';
import { leads } from '../db/schema';

/** LIKE treats % and _ as wildcards and \ as the escape; a search for "50%" means those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;
const isDay = (value: string) => value.length === 10;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The WHERE clause of the inbox and the export, so both always agree on "the current filter".
 * Without a status it is every lead but spam. A bare day in `to` includes that whole day (UTC); an instant is inclusive as given.
 */
export function leadConditions(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.mobile, pattern),
        ilike(leads.message, pattern),
      ),
    );
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
  return and(...conditions);
}
