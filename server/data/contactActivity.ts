import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { ContactActivity, ContactActivityKind } from '@/sdk/schemas/contact';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { pipelinedTransaction } from '../db/pipelinedTransaction';
import type { PipelinedWork } from '../db/pipelinedTransaction';
import { contactActivity } from '../db/schema';
import { writtenAt } from '../db/writtenAt';

type ActivityRow = typeof contactActivity.$inferSelect;

/** Who the matching rules act as: a merge they made has no person behind it. */
export const RULES: AuditActor = { id: null, username: '(rules)' };

/** Any number fixed across instances: every write to contacts and `leads.contact_id` holds it. */
export const CONTACTS_LOCK_KEY = 7_301_038;

/**
 * Runs `work` in one transaction that holds the contacts lock from its start. One writer at a
 * time decides which contact an enquiry joins, on one instance or several (two enquiries of one
 * new person arriving at once on two instances must not make two contacts), and a merge cannot
 * remove a contact while a note is being written to it. Every write to contacts and
 * `leads.contact_id` goes through here.
 */
export const underContactsLock = <T>(db: Db, work: PipelinedWork<T>): Promise<T> =>
  // On PostgreSQL the lock goes with BEGIN, and what `work` sends first behind it: each statement
  // still starts once the lock is held, so it reads what the last holder committed.
  pipelinedTransaction(db, sql`SELECT pg_advisory_xact_lock(${CONTACTS_LOCK_KEY})`, work);

export interface ActivityLine {
  contactId: string;
  /** The enquiry it is about; leave it out for the contact as a whole. */
  leadId?: string | null;
  kind: ContactActivityKind;
  text: string;
  from?: string | null;
  to?: string | null;
  actor: AuditActor;
}

export const toContactActivity = (row: ActivityRow): ContactActivity => ({
  _id: row.id,
  at: row.at.toISOString(),
  actorName: row.actorName,
  kind: row.kind as ContactActivityKind,
  text: row.text,
  from: row.fromValue,
  to: row.toValue,
  leadId: row.leadId,
});

/** Adds a line to a contact's timeline (in the caller's transaction); answers it as the API does. */
export async function recordActivity(tx: Db, line: ActivityLine): Promise<ContactActivity> {
  const [row] = await tx
    .insert(contactActivity)
    .values({
      id: randomUUID(),
      contactId: line.contactId,
      leadId: line.leadId ?? null,
      // After the contact's newest line, in the order written (db/writtenAt.ts).
      at: writtenAt(
        contactActivity,
        contactActivity.at,
        eq(contactActivity.contactId, line.contactId),
      ),
      actorId: line.actor.id,
      actorName: line.actor.username.slice(0, 100),
      kind: line.kind,
      text: line.text,
      fromValue: line.from ?? null,
      toValue: line.to ?? null,
    })
    .returning();
  if (!row) throw new Error('activity insert returned no row');
  return toContactActivity(row);
}

/** A contact's timeline, newest first. */
export async function activityOf(db: Db, contactId: string): Promise<ContactActivity[]> {
  const rows = await db
    .select()
    .from(contactActivity)
    .where(eq(contactActivity.contactId, contactId))
    .orderBy(desc(contactActivity.at), desc(contactActivity.id));
  return rows.map(toContactActivity);
}
