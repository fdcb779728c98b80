import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { Lead, LeadChange, LeadFilter, LeadQuery, LeadRecord } from '@/sdk/schemas/lead';
import { LeadStatus } from '@/sdk/schemas/lead';
import { ATTRIBUTION_FIELDS } from '@/sdk/schemas/leadAttribution';
import type { LeadAttribution, LeadAttributionRecord } from '@/sdk/schemas/leadAttribution';
import { CONSENT_WORDINGS } from '@/sdk/schemas/leadConsent';
import type { LeadConsent } from '@/sdk/schemas/leadConsent';
import type { Db } from '../db/database';
import { leads } from '../db/schema';
import { leadConditions } from './leadFilter';

export type LeadRow = typeof leads.$inferSelect;

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

/** An attribution part left empty is not known: stored as null, like one never sent. */
const storedAttribution = (attribution: LeadAttribution) =>
  Object.fromEntries(
    ATTRIBUTION_FIELDS.map((f) => [f, attribution[f] || null]),
  ) as LeadAttributionRecord;

/** What a lead holds when it is stored: the enquiry, where it came from and the consent. */
export type NewLead = Pick<Lead, 'name' | 'email' | 'mobile' | 'message'> &
  LeadAttribution &
  LeadConsent;

/** The consent columns: the wording is the server's own for the version the visitor saw. */
const storedConsent = ({ marketingConsent, consentVersion }: LeadConsent) =>
  marketingConsent && consentVersion
    ? {
        marketingConsent: true,
        consentWording: CONSENT_WORDINGS[consentVersion] as string,
        consentVersion: consentVersion as string,
      }
    : { marketingConsent: false, consentWording: null, consentVersion: null };

/**
 * Stores an enquiry; the database stamps its time. Seeds (tests, pact states) may fix the id and
 * the time, so lists and exports of seeded leads are predictable.
 */
export async function insertLead(
  db: Db,
  lead: NewLead,
  id: string = randomUUID(),
  createdAt?: Date,
): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(leadValues(lead, { id, createdAt })).returning();
  if (!row) throw new Error('lead insert returned no row');
  return row;
}

/**
 * A lead's columns as the writer stores them. Every lead has the same keys (the group insert
 * relies on it): those left undefined (the time) are the database's to fill, like status and note.
 */
export const leadValues = (
  lead: NewLead,
  {
    id,
    createdAt,
    idempotencyKey = null,
    status = 'new',
  }: {
    id: string;
    createdAt?: Date;
    idempotencyKey?: string | null;
    /** 'spam' for a filled honeypot (leadIntake.ts); everything else starts as 'new'. */
    status?: Extract<LeadStatus, 'new' | 'spam'>;
  },
) => ({
  id,
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  message: lead.message,
  status: status as string,
  ...storedAttribution(lead),
  ...storedConsent(lead),
  idempotencyKey,
  createdAt,
});

export type LeadValues = ReturnType<typeof leadValues>;

/** Whether a stored lead holds exactly what `values` would store (its enquiry and attribution). */
export const sameLead = (row: LeadRow, values: LeadValues) =>
  (
    [
      'name',
      'email',
      'mobile',
      'message',
      ...ATTRIBUTION_FIELDS,
      'marketingConsent',
      'consentVersion',
    ] as const
  ).every((field) => row[field] === values[field]);

// Newest first; the id breaks ties so paging never repeats or skips a lead.
const newestFirst = [desc(leads.createdAt), desc(leads.id)] as const;

export const listLeads = (db: Db) =>
  db
    .select()
    .from(leads)
    .orderBy(...newestFirst);

/** One page of the inbox and the number of leads matching the filter in all. */
export async function findLeads(db: Db, query: LeadQuery) {
  const where = leadConditions(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Every lead matching the filter, newest first: what the CSV export holds. */
export const allLeadsMatching = (db: Db, filter: LeadFilter) =>
  db
    .select()
    .from(leads)
    .where(leadConditions(filter))
    .orderBy(...newestFirst);

/** Sets the status and/or note; null when no lead has this id. */
export async function updateLead(
  db: Db,
  id: string,
  change: Pick<LeadChange, 'status' | 'note'>,
): Promise<LeadRow | null> {
  const [row] = await db
    .update(leads)
    .set({ status: change.status, note: change.note })
    .where(eq(leads.id, id))
    .returning();
  return row ?? null;
}

/** Removes a lead; null when no lead has this id. */
export async function deleteLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.delete(leads).where(eq(leads.id, id)).returning();
  return row ?? null;
}
