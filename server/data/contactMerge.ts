import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { contactActivity, contactSeparations, contacts, leads } from '../db/schema';
import { recordActivity } from './contactActivity';

/** A pair of contacts as contact_separations keeps it: the smaller id first. */
export const separationKey = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** The pairs among `ids` that were split apart by hand, as "a|b" keys (smaller id first). */
export async function separationsAmong(tx: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length < 2) return new Set();
  const rows = await tx
    .select({ a: contactSeparations.contactId, b: contactSeparations.otherContactId })
    .from(contactSeparations)
    .where(
      or(
        inArray(contactSeparations.contactId, ids),
        inArray(contactSeparations.otherContactId, ids),
      ),
    );
  return new Set(rows.map(({ a, b }) => `${a}|${b}`));
}

/** Records that two contacts are two: the rules never join them again. */
export async function keepApart(tx: Db, a: string, b: string, actor: AuditActor): Promise<void> {
  const [contactId, otherContactId] = separationKey(a, b);
  await tx
    .insert(contactSeparations)
    .values({ contactId, otherContactId, actorName: actor.username.slice(0, 100) })
    .onConflictDoNothing();
}

/** The name a contact is known by: the one given with its latest enquiry. */
export async function contactName(tx: Db, contactId: string): Promise<string> {
  const [latest] = await tx
    .select({ name: leads.name })
    .from(leads)
    .where(eq(leads.contactId, contactId))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return latest?.name ?? 'another contact';
}

export interface Merge {
  /** The contact that goes: its enquiries, timeline and splits move to `into`. */
  from: string;
  into: string;
  actor: AuditActor;
  /** The timeline's sentence for it. */
  text: (fromName: string) => string;
}

/**
 * Joins `from` into `into` (in the caller's transaction, under the contacts lock): every enquiry
 * and timeline line moves, `into` keeps its owner (or takes `from`'s when it has none) and the
 * sooner of the two follow-ups, and the pairs `from` was kept apart from are kept apart from
 * `into` (a split between the two themselves ends: joining them is the newer decision).
 */
export async function mergeContacts(tx: Db, { from, into, actor, text }: Merge): Promise<void> {
  const fromName = await contactName(tx, from);
  await tx.execute(sql`
    UPDATE contacts AS c
    SET owner_id = coalesce(c.owner_id, o.owner_id),
        next_follow_up = CASE WHEN c.next_follow_up IS NULL THEN o.next_follow_up
                              WHEN o.next_follow_up IS NULL THEN c.next_follow_up
                              ELSE least(c.next_follow_up, o.next_follow_up) END
    FROM contacts AS o WHERE c.id = ${into} AND o.id = ${from}`);
  await tx.update(leads).set({ contactId: into }).where(eq(leads.contactId, from));
  await tx
    .update(contactActivity)
    .set({ contactId: into })
    .where(eq(contactActivity.contactId, from));
  await tx.execute(sql`
    INSERT INTO contact_separations (contact_id, other_contact_id, at, actor_name)
    SELECT least(${into}::text, other), greatest(${into}::text, other), at, actor_name
    FROM (SELECT CASE WHEN contact_id = ${from} THEN other_contact_id ELSE contact_id END AS other,
                 at, actor_name
          FROM contact_separations WHERE contact_id = ${from} OR other_contact_id = ${from}) AS s
    WHERE other <> ${into}
    ON CONFLICT DO NOTHING`);
  // Its separations go with it (ON DELETE CASCADE), the one from `into` among them.
  await tx.delete(contacts).where(eq(contacts.id, from));
  await recordActivity(tx, {
    contactId: into,
    kind: 'merge',
    text: text(fromName),
    from: fromName,
    actor,
  });
}

/** Removes those of these contacts that hold no enquiry any more (their timeline goes too). */
export async function dropEmptyContacts(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    DELETE FROM contacts AS c
    WHERE c.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      AND NOT EXISTS (SELECT 1 FROM leads AS l WHERE l.contact_id = c.id)`);
}
