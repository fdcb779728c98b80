import { and, sql } from 'drizzle-orm';
import type { ContactDetail, ContactSummary } from '@/sdk/schemas/contact';
import type { LeadQuery } from '@/sdk/schemas/lead';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { activityOf } from './contactActivity';
import { contactOf, contactRows, inboxLeads, leadsOfContacts, numberedLeads } from './contactViews';
import { asksOnlyContacts, contactConditions, leadConditions } from './leadFilter';
import type { LeadViewer } from './leadFilter';
import type { LeadRow } from './leadValues';

interface Group {
  id: string;
  matching: number;
  total: number;
}

/**
 * The "due" view's page: contacts whose follow-up is due, soonest first, then by their latest
 * matching enquiry. Few contacts are due, so their leads are grouped whole and counted in the
 * same pass.
 */
async function pageOfDue(db: Db, query: LeadQuery, viewer: LeadViewer): Promise<Group[]> {
  const where = leadConditions(query, viewer);
  return rawRows<Group>(
    db,
    sql`
    SELECT g.contact_id AS id, g.matching, count(*) OVER ()::int AS total
    FROM (SELECT leads.contact_id, max(leads.created_at) AS latest, count(*)::int AS matching
          FROM leads WHERE leads.contact_id IS NOT NULL AND ${where ?? sql`true`}
          GROUP BY leads.contact_id) AS g
    JOIN contacts AS c ON c.id = g.contact_id
    ORDER BY c.next_follow_up ASC, g.latest DESC, g.contact_id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
}

/**
 * A page of contacts by their latest matching enquiry, newest first: the matching leads are read
 * newest first (leads_created_at_idx) only as far as the page needs, each contact placed where
 * its first (latest) lead is met. Grouping every lead for it cost 2.9 times the dashboard at
 * 100,000 leads (bench/contacts.bench.ts). Answers the ids, and their number in all once every
 * matching lead was read (a short list), else null.
 */
async function pageByLatest(db: Db, query: LeadQuery, viewer: LeadViewer) {
  const where = leadConditions(query, viewer);
  const wanted = query.page * query.pageSize;
  // A contact has a few enquiries: four leads a contact reads past almost every repeat.
  for (let limit = wanted * 4; ; limit *= 4) {
    const rows = await rawRows<{ contact_id: string }>(
      db,
      sql`SELECT leads.contact_id FROM leads
          WHERE leads.contact_id IS NOT NULL AND ${where ?? sql`true`}
          ORDER BY leads.created_at DESC, leads.id DESC LIMIT ${limit}`,
    );
    const order = [...new Set(rows.map((row) => row.contact_id))];
    const complete = rows.length < limit;
    if (complete || order.length >= wanted) {
      return {
        ids: order.slice(wanted - query.pageSize, wanted),
        total: complete ? order.length : null,
      };
    }
  }
}

/** How many leads of each of these contacts the filter shows. */
async function matchingOf(db: Db, ids: string[], query: LeadQuery, viewer: LeadViewer) {
  const where = leadConditions(query, viewer);
  const rows = await rawRows<{ id: string; matching: number }>(
    db,
    sql`SELECT leads.contact_id AS id, count(*)::int AS matching FROM leads
        WHERE leads.contact_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          AND ${where ?? sql`true`}
        GROUP BY leads.contact_id`,
  );
  return new Map(rows.map((row) => [row.id, row.matching]));
}

/**
 * How many contacts the filter shows. Asked only about contacts (owner, or none: the inbox as it
 * opens), they are counted on their own table, less those whose every enquiry is spam (a contact
 * is never empty: the lead deletes and the retention remove it then). Else the matching leads'
 * contacts are counted.
 */
async function countGroups(db: Db, query: LeadQuery, viewer: LeadViewer): Promise<number> {
  const [row] = asksOnlyContacts(query)
    ? await rawRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM contacts AS c
            WHERE ${and(...contactConditions(query, viewer)) ?? sql`true`}
              AND c.id NOT IN (
                SELECT s.contact_id FROM leads AS s
                WHERE s.status = 'spam' AND s.contact_id IS NOT NULL AND NOT EXISTS (
                  SELECT 1 FROM leads AS l WHERE l.contact_id = s.contact_id AND l.status <> 'spam'))`,
      )
    : await rawRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM (
              SELECT 1 FROM leads
              WHERE leads.contact_id IS NOT NULL AND ${leadConditions(query, viewer) ?? sql`true`}
              GROUP BY leads.contact_id) AS g`,
      );
  return row?.n ?? 0;
}

/** The page's contacts in order, how many leads of each match, and how many contacts in all. */
async function pageOfGroups(db: Db, query: LeadQuery, viewer: LeadViewer) {
  if (query.followUp === 'due') {
    const groups = await pageOfDue(db, query, viewer);
    const total = groups[0]?.total ?? (query.page > 1 ? await countGroups(db, query, viewer) : 0);
    return { groups, total };
  }
  const page = await pageByLatest(db, query, viewer);
  if (page.ids.length === 0 && page.total !== null) return { groups: [], total: page.total };
  const matching = await matchingOf(db, page.ids, query, viewer);
  const groups = page.ids.map((id) => ({ id, matching: matching.get(id) ?? 0 }));
  return { groups, total: page.total ?? (await countGroups(db, query, viewer)) };
}

/** The latest enquiry of each contact that the filter shows. */
async function latestMatching(db: Db, ids: string[], query: LeadQuery, viewer: LeadViewer) {
  const where = leadConditions(query, viewer);
  const rows = await rawRows<{ id: string }>(
    db,
    sql`
    SELECT DISTINCT ON (leads.contact_id) leads.id FROM leads
    WHERE leads.contact_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      AND ${where ?? sql`true`}
    ORDER BY leads.contact_id, leads.created_at DESC, leads.id DESC`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The inbox grouped by contact: one row per contact, with its latest matching enquiry. */
export async function findContacts(
  db: Db,
  query: LeadQuery,
  viewer: LeadViewer,
): Promise<{ items: ContactSummary[]; total: number }> {
  const { groups, total } = await pageOfGroups(db, query, viewer);
  if (groups.length === 0) return { items: [], total };
  const ids = groups.map((g) => g.id);
  // One after the other: PGlite runs one query at a time anyway.
  const rows = await leadsOfContacts(db, ids);
  const own = await contactRows(db, ids);
  const latestIds = await latestMatching(db, ids, query, viewer);
  const byContact = new Map<string, LeadRow[]>();
  for (const row of rows) {
    if (!row.contactId) continue;
    byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row]);
  }
  const items: ContactSummary[] = [];
  for (const group of groups) {
    const contact = own.get(group.id);
    const newestFirst = byContact.get(group.id) ?? [];
    const latest = newestFirst.find((row) => latestIds.has(row.id));
    if (!contact || !latest) continue;
    // A lead filed as spam later (the Spam filter) is numbered by the query, not by the list.
    const asShown =
      numberedLeads(contact, newestFirst).find((lead) => lead._id === latest.id) ??
      (await inboxLeads(db, [latest]))[0];
    if (!asShown) continue;
    items.push({
      ...contactOf(contact, newestFirst),
      latest: asShown,
      matching: group.matching,
    });
  }
  return { items, total };
}

/** A contact's page: who, every enquiry oldest first, and the timeline newest first; null: none. */
export async function contactDetail(db: Db, contactId: string): Promise<ContactDetail | null> {
  const contact = (await contactRows(db, [contactId])).get(contactId);
  if (!contact) return null;
  const newestFirst = await leadsOfContacts(db, [contactId]);
  return {
    ...contactOf(contact, newestFirst),
    leads: numberedLeads(contact, newestFirst),
    activity: await activityOf(db, contactId),
  };
}
