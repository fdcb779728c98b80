import { count, desc, eq, lt } from 'drizzle-orm';
import { LEAD_TRASH_DAYS } from '@/sdk/schemas/leadTrash';
import type { LeadTrashQuery } from '@/sdk/schemas/leadTrash';
import { currentActor } from '../audit/actor';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { contactActivity, contacts, leads, leadTrash } from '../db/schema';
import { underContactsLock } from './contactActivity';
import { contactKeys } from './contactKeys';
import { dropEmptyContacts } from './contactMerge';
import { placeArrivals } from './contactPlacement';
import type { LeadRow } from './leadValues';

type ActivityRow = typeof contactActivity.$inferSelect;
export type TrashRow = typeof leadTrash.$inferSelect;

const NOBODY: AuditActor = { id: null, username: '(unknown)' };
const DAY_MS = 86_400_000;

/** The instant after which a lead trashed at `trashedAt` is purged. */
export const purgeAfter = (trashedAt: Date): Date =>
  new Date(trashedAt.getTime() + LEAD_TRASH_DAYS * DAY_MS);

/** A trashed lead's row as it was stored (JSON turned its instants into strings). */
export const leadOfTrash = (row: TrashRow): LeadRow => {
  const lead = row.lead as unknown as LeadRow & { createdAt: string };
  return { ...lead, createdAt: new Date(lead.createdAt) };
};

const activityOfTrash = (row: TrashRow): ActivityRow[] =>
  (row.activity as unknown as (ActivityRow & { at: string })[]).map((line) => ({
    ...line,
    at: new Date(line.at),
  }));

/**
 * Moves a lead to the trash (issue 43): the lead and its own timeline lines are kept whole in
 * lead_trash and leave `leads`, so no read of leads (inbox, export, dashboard, contacts, tokens)
 * can show it. Its contact goes if it holds no other enquiry, as a delete did: contacts never
 * outlive their leads. Its Idempotency-Key is forgotten (a retry after this stores anew, as it did
 * after a delete). Null: no lead with this id.
 */
export async function moveLeadToTrash(
  db: Db,
  id: string,
  actor: AuditActor = currentActor() ?? NOBODY,
): Promise<LeadRow | null> {
  return underContactsLock(db, async (tx) => {
    const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!row) return null;
    const activity = await tx.select().from(contactActivity).where(eq(contactActivity.leadId, id));
    await tx.insert(leadTrash).values({
      id: row.id,
      lead: { ...row, idempotencyKey: null } as unknown as Record<string, unknown>,
      activity: activity as unknown as Record<string, unknown>[],
      receivedAt: row.createdAt,
      trashedById: actor.id,
      trashedByName: actor.username.slice(0, 100),
    });
    // Its timeline lines go with it (ON DELETE CASCADE); they are in the trash row.
    await tx.delete(leads).where(eq(leads.id, id));
    if (row.contactId) await dropEmptyContacts(tx, [row.contactId]);
    return row;
  });
}

/** The contact a restored lead joins: its own if it is still there, else as a new enquiry would. */
async function contactOnReturn(tx: Db, lead: LeadRow): Promise<string | null> {
  if (lead.contactId) {
    const [kept] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.id, lead.contactId));
    if (kept) return kept.id;
  }
  // Spam joins no contact (leadStore.ts); a person's lead is placed by its keys.
  if (lead.status === 'spam') return null;
  const [placed = null] = await placeArrivals(tx, [contactKeys(lead)]);
  return placed;
}

/**
 * Puts a trashed lead back as it was (its id, time, status, note and timeline lines), in its
 * contact if that is still there, else in the contact a new enquiry with its e-mail or mobile
 * would join. Null: nothing in the trash with this id.
 */
export async function restoreLead(db: Db, id: string): Promise<LeadRow | null> {
  return underContactsLock(db, async (tx) => {
    const [trashed] = await tx.select().from(leadTrash).where(eq(leadTrash.id, id)).for('update');
    if (!trashed) return null;
    const lead = leadOfTrash(trashed);
    const contactId = await contactOnReturn(tx, lead);
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, contactId, idempotencyKey: null })
      .returning();
    const lines = activityOfTrash(trashed);
    if (contactId && lines.length > 0) {
      await tx.insert(contactActivity).values(lines.map((line) => ({ ...line, contactId })));
    }
    await tx.delete(leadTrash).where(eq(leadTrash.id, id));
    return row ?? null;
  });
}

/** Destroys one trashed lead for good; null: nothing in the trash with this id. */
export async function purgeLead(db: Db, id: string): Promise<TrashRow | null> {
  const [row] = await db.delete(leadTrash).where(eq(leadTrash.id, id)).returning();
  return row ?? null;
}

/** Destroys every trashed lead; answers how many. */
export async function emptyLeadTrash(db: Db): Promise<number> {
  const rows = await db.delete(leadTrash).returning({ id: leadTrash.id });
  return rows.length;
}

/** Destroys the leads trashed more than LEAD_TRASH_DAYS before `now` (the retention job). */
export async function purgeExpiredTrash(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LEAD_TRASH_DAYS * DAY_MS);
  const rows = await db
    .delete(leadTrash)
    .where(lt(leadTrash.trashedAt, cutoff))
    .returning({ id: leadTrash.id });
  return rows.length;
}

/** One page of the trash, the latest moved there first, and how many it holds in all. */
export async function trashedLeads(db: Db, { page, pageSize }: LeadTrashQuery) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leadTrash)
      .orderBy(desc(leadTrash.trashedAt), desc(leadTrash.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(leadTrash),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
