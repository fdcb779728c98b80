import { and, inArray, lt, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { IDEMPOTENCY_KEY_HOURS } from '@/sdk/schemas/leadIdempotency';
import type { Db } from '../db/database';
import { sendNow } from '../db/sendNow';
import { rawRows } from '../db/rawRows';
import { leads } from '../db/schema';
import { underContactsLock } from './contactActivity';
import { matchesOf, planArrivals, writePlacement } from './contactPlacement';
import type { LeadRow, LeadValues } from './leadValues';

/** What the database filled in for a stored lead: its note, time and the contact it joined. */
export type StoredPart = Pick<LeadRow, 'id' | 'status' | 'note' | 'contactId'> & {
  createdAt: string | Date;
};

// The arbiter of a key: the partial unique index on leads.idempotency_key (schema.ts).
const keyConflict = sql`(idempotency_key) WHERE idempotency_key IS NOT NULL`;

/**
 * One INSERT for many leads with the rows as one JSON parameter: a statement whose text does not
 * grow with the group (drizzle's multi-row VALUES built and bound 20 parameters per lead, most of
 * a lead's cost).
 */
async function insertRows(tx: Db, group: LeadValues[]): Promise<StoredPart[]> {
  const given = Object.entries(group[0] ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => [key as keyof LeadValues, toSnakeCase(key)] as const);
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column)),
    sql`, `,
  );
  const rows = group.map((values) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of given) row[column] = values[key];
    return row;
  });
  return rawRows<StoredPart>(
    tx,
    sql`INSERT INTO leads (${names})
        SELECT ${names} FROM json_populate_recordset(NULL::leads, ${JSON.stringify(rows)}::json)
        ON CONFLICT ${keyConflict} DO NOTHING
        RETURNING id, status, note, created_at AS "createdAt", contact_id AS "contactId"`,
  );
}

/** The instant before which a lead's Idempotency-Key is no longer honoured. */
export const keyExpiry = (now = new Date()) =>
  new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000);

/**
 * The leads whose Idempotency-Key no stored lead holds yet (nor an earlier one of the group):
 * the others were sent before and are answered from the stored lead. A key older than
 * IDEMPOTENCY_KEY_HOURS is released here (its lead keeps nothing of it), so it stores a new lead
 * even before the retention job clears it. Exact under the contacts lock, which every lead insert
 * holds; the unique index stays the last word.
 */
async function withUnusedKeys(tx: Db, group: LeadValues[]): Promise<LeadValues[]> {
  const keys = group.flatMap((values) => (values.idempotencyKey ? [values.idempotencyKey] : []));
  const taken = new Set<string | null>();
  if (keys.length > 0) {
    // Sent now, before the first await hands control back: it travels with the statements the
    // caller sends next (pipelinedTransaction.ts).
    const rows = await sendNow(
      tx
        .select({ key: leads.idempotencyKey, createdAt: leads.createdAt })
        .from(leads)
        .where(inArray(leads.idempotencyKey, keys)),
    );
    const expiry = keyExpiry();
    const expired = rows.flatMap((row) => (row.key && row.createdAt < expiry ? [row.key] : []));
    // Rare (a key reused after a day): the common path stays one SELECT.
    if (expired.length > 0) await releaseKeys(tx, expired);
    for (const row of rows) if (!expired.includes(row.key ?? '')) taken.add(row.key);
  }
  return group.filter(({ idempotencyKey: key }) => {
    if (!key) return true;
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/** Forgets these keys on the leads that held them (each lead stays as it was otherwise). */
const releaseKeys = (tx: Db, keys: string[]) =>
  tx.update(leads).set({ idempotencyKey: null }).where(inArray(leads.idempotencyKey, keys));

/** Forgets every key older than IDEMPOTENCY_KEY_HOURS (the retention job); answers how many. */
export async function releaseExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const released = await db
    .update(leads)
    .set({ idempotencyKey: null })
    .where(and(sql`${leads.idempotencyKey} IS NOT NULL`, lt(leads.createdAt, keyExpiry(now))))
    .returning({ id: leads.id });
  return released.length;
}

/**
 * Stores leads in one transaction that holds the contacts lock: each lead joins its contact
 * (contactPlacement.ts) in the same commit, so no lead is ever stored without one (spam joins
 * none); a lead whose Idempotency-Key is taken is skipped. Answers what the database filled in for
 * the leads it stored. On PostgreSQL in two round trips (pipelinedTransaction.ts): BEGIN, the
 * lock and both reads; then the contacts, the leads and COMMIT (a merge or an expired key, both
 * rare, take their own).
 */
export function storeLeads(db: Db, group: LeadValues[]): Promise<StoredPart[]> {
  return underContactsLock(db, async (tx, commitNow) => {
    // What the group's people may join is read with the keys: a lead the keys then skip only
    // adds matches no one uses.
    const [fresh, matches] = await Promise.all([
      withUnusedKeys(tx, group),
      matchesOf(tx, group.filter(isPerson)),
    ]);
    if (fresh.length === 0) return [];
    const people = fresh.filter(isPerson);
    const plan = await planArrivals(tx, people, matches);
    const placed = writePlacement(tx, plan);
    // Behind the contacts' INSERT, or after the merges (rare) are done.
    if (plan.merges.length > 0) await placed;
    const contactOf = new Map(people.map((values, i) => [values.id, plan.placed[i] ?? null]));
    const [, stored] = await Promise.all([
      placed,
      insertRows(
        tx,
        fresh.map((values) => ({ ...values, contactId: contactOf.get(values.id) ?? null })),
      ),
      commitNow(),
    ]);
    return stored;
  });
}

const isPerson = (values: LeadValues) => values.status !== 'spam';
