import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { ContactMessages } from '@/sdk/schemas/contact';
import type { ContactChange, ContactNote } from '@/sdk/schemas/contact';
import { can } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { admins, contactActivity, contacts, leads } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordActivity, underContactsLock } from './contactActivity';
import { contactName, keepApart, mergeContacts } from './contactMerge';

// What people change on a contact (issue 38): owner, follow-up, notes, merges and splits. Each
// runs in one transaction under the contacts lock, writes its line of the timeline and its audit
// entry there, and names the leads whose record (owner, follow-up, contact) it changed, so the
// route can announce them (lead.updated) after the commit.

/** What a change did: the leads it touched and the names of what changed for them. */
export interface ContactOutcome {
  contactId: string;
  leadIds: string[];
  changes: string[];
}

async function contactRow(tx: Db, contactId: string) {
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
  if (!row) throw notFound(ContactMessages.notFound);
  return row;
}

const leadIdsOf = async (tx: Db, contactId: string) =>
  (await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactId, contactId))).map(
    (row) => row.id,
  );

/** The user a contact may be given to: one who may work on leads and can sign in. */
async function ownerFor(tx: Db, userId: string): Promise<string> {
  const [user] = await tx.select().from(admins).where(eq(admins.id, userId));
  if (!user) throw notFound(ContactMessages.ownerNotFound);
  if (!can(user.role, 'leads')) throw badRequest(ContactMessages.ownerCannot);
  if (user.disabled) throw badRequest(ContactMessages.ownerDisabled);
  return user.username;
}

const usernameOf = async (tx: Db, userId: string | null) => {
  if (!userId) return null;
  const [user] = await tx
    .select({ name: admins.username })
    .from(admins)
    .where(eq(admins.id, userId));
  return user?.name ?? null;
};

/** Assigns or unassigns the contact and plans or clears its follow-up; unchanged parts do nothing. */
export function changeContact(db: Db, change: ContactChange, actor: AuditActor) {
  return underContactsLock(db, async (tx): Promise<ContactOutcome> => {
    const { contactId } = change;
    const before = await contactRow(tx, contactId);
    const changes: string[] = [];
    const line = { contactId, actor };
    if (change.ownerId !== undefined && change.ownerId !== before.ownerId) {
      const to = change.ownerId === null ? null : await ownerFor(tx, change.ownerId);
      const from = await usernameOf(tx, before.ownerId);
      await tx.update(contacts).set({ ownerId: change.ownerId }).where(eq(contacts.id, contactId));
      const text = to ? `Assigned to ${to}` : 'Unassigned';
      await recordActivity(tx, { ...line, kind: 'owner', text, from, to });
      await recordAudit(tx, {
        kind: 'lead',
        action: 'owner',
        target: contactId,
        summary: text,
        actor,
      });
      changes.push('owner');
    }
    if (change.nextFollowUp !== undefined && change.nextFollowUp !== before.nextFollowUp) {
      const to = change.nextFollowUp;
      await tx.update(contacts).set({ nextFollowUp: to }).where(eq(contacts.id, contactId));
      const text = to ? `Follow-up set for ${to}` : 'Follow-up cleared';
      await recordActivity(tx, { ...line, kind: 'follow-up', text, from: before.nextFollowUp, to });
      await recordAudit(tx, {
        kind: 'lead',
        action: 'follow-up',
        target: contactId,
        summary: text,
        actor,
      });
      changes.push('nextFollowUp');
    }
    return { contactId, leadIds: changes.length ? await leadIdsOf(tx, contactId) : [], changes };
  });
}

/**
 * A note on the contact's timeline, or on one of its enquiries (which then keeps it as its latest
 * note, `LeadRecord.note`).
 */
export function addContactNote(db: Db, note: ContactNote, actor: AuditActor) {
  return underContactsLock(db, async (tx): Promise<ContactOutcome> => {
    const { contactId, leadId = null, text } = note;
    await contactRow(tx, contactId);
    if (leadId) {
      const [lead] = await tx
        .select({ contactId: leads.contactId })
        .from(leads)
        .where(eq(leads.id, leadId));
      if (!lead) throw notFound(ContactMessages.leadNotFound);
      if (lead.contactId !== contactId) throw badRequest(ContactMessages.leadElsewhere);
      await tx.update(leads).set({ note: text }).where(eq(leads.id, leadId));
    }
    await recordActivity(tx, { contactId, leadId, kind: 'note', text, actor });
    await recordAudit(tx, {
      kind: 'lead',
      action: 'note',
      target: leadId ?? contactId,
      summary: leadId ? 'note added to the enquiry' : 'note added to the contact',
      actor,
    });
    return { contactId, leadIds: leadId ? [leadId] : [], changes: leadId ? ['note'] : [] };
  });
}

/** Joins another contact into this one by hand (audited); the rules' splits between them end. */
export function mergeContactsByHand(db: Db, contactId: string, otherId: string, actor: AuditActor) {
  return underContactsLock(db, async (tx): Promise<ContactOutcome> => {
    await contactRow(tx, contactId);
    await contactRow(tx, otherId);
    const moved = await leadIdsOf(tx, otherId);
    await mergeContacts(tx, {
      from: otherId,
      into: contactId,
      actor,
      text: (name) => `${name}'s enquiries joined this contact (merged by hand).`,
    });
    await recordAudit(tx, {
      kind: 'lead',
      action: 'contact.merge',
      target: contactId,
      summary: `merged contact ${otherId} into it (${moved.length} enquiries)`,
      actor,
    });
    return { contactId, leadIds: moved, changes: ['contactId'] };
  });
}

/**
 * Takes an enquiry out of its contact into a new contact of its own, which keeps the owner (the
 * same salesperson was on it) and no follow-up. The two are kept apart: a later enquiry matching
 * both joins the latest conversation and merges nothing (a decision by hand wins). Audited.
 */
export function splitLead(db: Db, leadId: string, actor: AuditActor) {
  return underContactsLock(db, async (tx): Promise<ContactOutcome> => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) throw notFound(ContactMessages.leadNotFound);
    if (!lead.contactId) throw conflict(ContactMessages.spamLead);
    const from = lead.contactId;
    const [others] = await tx
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.contactId, from), ne(leads.id, leadId)));
    if ((others?.n ?? 0) === 0) throw conflict(ContactMessages.onlyEnquiry);
    const source = await contactRow(tx, from);
    const contactId = randomUUID();
    await tx.insert(contacts).values({ id: contactId, ownerId: source.ownerId });
    await tx.update(leads).set({ contactId }).where(eq(leads.id, leadId));
    // Named by what is left of it.
    const fromName = await contactName(tx, from);
    await tx.update(contactActivity).set({ contactId }).where(eq(contactActivity.leadId, leadId));
    await keepApart(tx, from, contactId, actor);
    const text = `${lead.name}'s enquiry was split off from ${fromName}'s contact by hand.`;
    await recordActivity(tx, {
      contactId: from,
      leadId: null,
      kind: 'split',
      text,
      to: lead.name,
      actor,
    });
    await recordActivity(tx, { contactId, leadId, kind: 'split', text, from: fromName, actor });
    await recordAudit(tx, {
      kind: 'lead',
      action: 'contact.split',
      target: leadId,
      summary: `split from contact ${from} into ${contactId}`,
      actor,
    });
    return { contactId, leadIds: [leadId], changes: ['contactId'] };
  });
}
