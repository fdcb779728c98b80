import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { LeadChange, LeadFilter, LeadQuery, LeadRecord } from '@/sdk/schemas/lead';
import { LeadStatus } from '@/sdk/schemas/lead';
import { ATTRIBUTION_FIELDS } from '@/sdk/schemas/leadAttribution';
import type { LeadAttributionRecord } from '@/sdk/schemas/leadAttribution';
import { currentActor } from '../audit/actor';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { leads } from '../db/schema';
import { recordActivity, underContactsLock } from './contactActivity';
import { contactKeys } from './contactKeys';
import { placeArrivals } from './contactPlacement';
import { leadConditions, viewerNow } from './leadFilter';
import type { LeadViewer } from './leadFilter';
import { storeLeads } from './leadStore';
import { leadValues } from './leadValues';
import type { LeadRow, NewLead } from './leadValues';

export { leadValues, sameLead } from './leadValues';
export type { LeadRow, LeadValues, NewLead } from './leadValues';

/** The column is plain text so the inbox can add states later; unknown ones read as 'new'. */
export const storedStatus = (status: string): LeadStatus =>
  (LeadStatus.options as readonly string[]).includes(status) ? (status as LeadStatus) : 'new';

export const toLeadRecord = (row: LeadRow): LeadRecord => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: row.message,
  status: storedStatus(row.status),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  ...attributionOf(row),
  marketingConsent: row.marketingConsent,
  consentWording: row.consentWording,
  consentVersion: row.consentVersion,
});

/** The attribution columns as the API answers them: null where unknown. */
const attributionOf = (row: LeadRow): LeadAttributionRecord =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, row[f] ?? null])) as LeadAttributionRecord;

/**
 * Stores an enquiry as the writer does (its contact found in the same transaction); the database
 * stamps its time. Seeds (tests, pact states) may fix the id and the time, so lists and exports of
 * seeded leads are predictable, and the id of the contact it starts, if it starts one.
 */
export async function insertLead(
  db: Db,
  lead: NewLead,
  id: string = randomUUID(),
  createdAt?: Date,
  newContactId?: string,
): Promise<LeadRow> {
  const values = { ...leadValues(lead, { id, createdAt }), contactId: newContactId ?? null };
  const [part] = await storeLeads(db, [values]);
  if (!part) throw new Error('lead insert returned no row');
  return { ...values, ...part, createdAt: new Date(part.createdAt) };
}

// Newest first; the id breaks ties so paging never repeats or skips a lead.
const newestFirst = [desc(leads.createdAt), desc(leads.id)] as const;
// The "due" view: the follow-up that waited longest first.
const soonestFollowUp = sql`(SELECT c.next_follow_up FROM contacts AS c WHERE c.id = ${leads.contactId}) ASC`;
const orderOf = (filter: LeadFilter) =>
  filter.followUp === 'due' ? [soonestFollowUp, ...newestFirst] : newestFirst;

export const listLeads = (db: Db) =>
  db
    .select()
    .from(leads)
    .orderBy(...newestFirst);

/** One page of the inbox and the number of leads matching the filter in all. */
export async function findLeads(db: Db, query: LeadQuery, viewer: LeadViewer = viewerNow(null)) {
  const where = leadConditions(query, viewer);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Every lead matching the filter, newest first: what the CSV export holds. */
export const allLeadsMatching = (
  db: Db,
  filter: LeadFilter,
  viewer: LeadViewer = viewerNow(null),
) =>
  db
    .select()
    .from(leads)
    .where(leadConditions(filter, viewer))
    .orderBy(...orderOf(filter));

const NOBODY: AuditActor = { id: null, username: '(unknown)' };

/**
 * Sets the status and/or adds a note (not '', nor the lead's latest note sent again); null when no
 * lead has this id. Each change is a line of its contact's timeline in the same transaction, and
 * `note` keeps the lead's latest note. A lead restored from spam joins its contact as a new
 * enquiry would; one filed as spam stays in its contact, counted nowhere.
 */
export async function updateLead(
  db: Db,
  id: string,
  change: Pick<LeadChange, 'status' | 'note'>,
  actor: AuditActor = currentActor() ?? NOBODY,
): Promise<LeadRow | null> {
  return underContactsLock(db, async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!before) return null;
    const status = change.status ?? storedStatus(before.status);
    const note = change.note?.trim() ?? '';
    const addsNote = note !== '' && note !== before.note;
    let contactId = before.contactId;
    if (status !== 'spam' && contactId === null) {
      [contactId = null] = await placeArrivals(tx, [contactKeys(before)]);
    }
    const [row] = await tx
      .update(leads)
      .set({ status, contactId, ...(addsNote ? { note } : {}) })
      .where(eq(leads.id, id))
      .returning();
    if (contactId && status !== before.status) {
      const text = `Status set to ${status}`;
      await recordActivity(tx, {
        contactId,
        leadId: id,
        kind: 'status',
        text,
        from: before.status,
        to: status,
        actor,
      });
    }
    if (contactId && addsNote) {
      await recordActivity(tx, { contactId, leadId: id, kind: 'note', text: note, actor });
    }
    return row ?? null;
  });
}
