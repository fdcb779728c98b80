import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Contact } from '@/sdk/schemas/contact';
import type { InboxLead } from '@/sdk/schemas/lead';
import type { LeadOwner } from '@/sdk/schemas/leadOwner';
import { Permissions } from '@/sdk/schemas/users';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { admins, contacts, leads } from '../db/schema';
import { toLeadRecord } from './leads';
import type { LeadRow } from './leadValues';

// How leads and contacts are answered: a lead with its contact's numbers and owner (InboxLead),
// a contact with what its enquiries say about it (Contact). Spam is counted nowhere.

const isPerson = (row: Pick<LeadRow, 'status'>) => row.status !== 'spam';

/** A contact's own row: who owns it and when its follow-up is. */
export interface ContactRow {
  id: string;
  ownerId: string | null;
  ownerName: string | null;
  nextFollowUp: string | null;
}

const ownerOf = (row: Pick<ContactRow, 'ownerId' | 'ownerName'>) =>
  row.ownerId && row.ownerName !== null ? { _id: row.ownerId, username: row.ownerName } : null;

/** The contacts' own rows, by id. */
export async function contactRows(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ContactRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: contacts.id,
      ownerId: contacts.ownerId,
      ownerName: admins.username,
      nextFollowUp: contacts.nextFollowUp,
    })
    .from(contacts)
    .leftJoin(admins, eq(admins.id, contacts.ownerId))
    .where(inArray(contacts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The distinct values of a field, by its key, in the order met (newest enquiry first). */
const distinctBy = (
  rows: readonly LeadRow[],
  value: (r: LeadRow) => string,
  key: (r: LeadRow) => string | null,
) => {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const k = key(row) ?? value(row);
    if (!seen.has(k)) seen.set(k, value(row));
  }
  return [...seen.values()];
};

/**
 * A contact as its enquiries describe it: the latest name, every address and number (latest
 * first), how many enquiries (spam left out) and when the first and latest came.
 */
export function contactOf(row: ContactRow, newestFirst: readonly LeadRow[]): Contact {
  const people = newestFirst.filter(isPerson);
  return {
    _id: row.id,
    name: (people[0] ?? newestFirst[0])?.name ?? '',
    emails: distinctBy(
      newestFirst,
      (r) => r.email,
      (r) => r.emailKey,
    ),
    mobiles: distinctBy(
      newestFirst,
      (r) => r.mobile,
      (r) => r.mobileKey,
    ),
    enquiries: people.length,
    firstAt: people.at(-1)?.createdAt.toISOString() ?? null,
    latestAt: people[0]?.createdAt.toISOString() ?? null,
    owner: ownerOf(row),
    nextFollowUp: row.nextFollowUp,
  };
}

/** Every enquiry of these contacts, newest first (spam included: contactOf leaves it out). */
export const leadsOfContacts = (db: Db, ids: readonly string[]): Promise<LeadRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(leads)
        .where(inArray(leads.contactId, [...ids]))
        .orderBy(desc(leads.createdAt), desc(leads.id));

/** A contact's enquiries, oldest first and numbered, as the inbox shows each (InboxLead). */
export function numberedLeads(row: ContactRow, newestFirst: readonly LeadRow[]): InboxLead[] {
  const people = newestFirst.filter(isPerson).reverse();
  return people.map((lead, i) => ({
    ...toLeadRecord(lead),
    contactId: row.id,
    enquiryNumber: i + 1,
    contactEnquiries: people.length,
    owner: ownerOf(row),
    nextFollowUp: row.nextFollowUp,
  }));
}

interface Decoration {
  id: string;
  number: number | null;
  enquiries: number;
  owner_id: string | null;
  owner_name: string | null;
  next_follow_up: string | null;
}

/**
 * Leads as the inbox shows them: each with its contact, which of its enquiries it is ("3rd
 * enquiry": counted along leads_contact_created_at_idx), how many its contact holds, and the
 * contact's owner and follow-up. One query for a page of leads.
 */
export async function inboxLeads(db: Db, rows: readonly LeadRow[]): Promise<InboxLead[]> {
  if (rows.length === 0) return [];
  const found = await rawRows<Decoration>(
    db,
    sql`
    SELECT l.id,
      CASE WHEN l.status = 'spam' OR l.contact_id IS NULL THEN NULL ELSE (
        SELECT count(*)::int FROM leads AS e
        WHERE e.contact_id = l.contact_id AND e.status <> 'spam'
          AND (e.created_at, e.id) <= (l.created_at, l.id)) END AS number,
      CASE WHEN l.contact_id IS NULL THEN 0 ELSE (
        SELECT count(*)::int FROM leads AS e
        WHERE e.contact_id = l.contact_id AND e.status <> 'spam') END AS enquiries,
      c.owner_id, a.username AS owner_name, c.next_follow_up::text AS next_follow_up
    FROM leads AS l
    LEFT JOIN contacts AS c ON c.id = l.contact_id
    LEFT JOIN admins AS a ON a.id = c.owner_id
    WHERE l.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb))`,
  );
  const byId = new Map(found.map((d) => [d.id, d]));
  return rows.map((row) => {
    const d = byId.get(row.id);
    return {
      ...toLeadRecord(row),
      contactId: row.contactId,
      enquiryNumber: d?.number ?? null,
      contactEnquiries: d?.enquiries ?? 0,
      owner: d ? ownerOf({ ownerId: d.owner_id, ownerName: d.owner_name }) : null,
      nextFollowUp: d?.next_follow_up ?? null,
    };
  });
}

/** Who may own leads: every user who may use the leads area and can sign in, by name. */
export async function leadOwners(db: Db): Promise<LeadOwner[]> {
  const rows = await db
    .select({ _id: admins.id, username: admins.username })
    .from(admins)
    .where(and(inArray(admins.role, [...Permissions.leads]), eq(admins.disabled, false)))
    .orderBy(asc(admins.username));
  return rows;
}
