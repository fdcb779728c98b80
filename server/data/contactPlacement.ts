import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sendNow } from '../db/sendNow';
import { rawRows } from '../db/rawRows';
import { contacts } from '../db/schema';
import { RULES } from './contactActivity';
import { mergeContacts, separationKey, separationsAmong } from './contactMerge';

/** An enquiry to place in a contact: its keys, and its time when a seed fixes it. */
export interface Arrival {
  emailKey: string;
  mobileKey: string;
  createdAt?: Date;
  /** The id a seed (tests, pact states) gives the contact it starts, if it starts one. */
  contactId?: string | null;
}

interface Match {
  kind: 'e' | 'm';
  key: string;
  contact_id: string;
  /** The latest enquiry's time with this key. */
  created_at: string | Date;
}

/**
 * The contact of the latest enquiry (spam left out) with each key: the one an enquiry with that
 * key joins. Normally a key has one contact; after a split by hand it may have two, and the
 * latest conversation wins. One index probe per key (leads_*_key_created_at_idx).
 */
const latestContactsOf = (tx: Db, emails: string[], mobiles: string[]) =>
  rawRows<Match>(
    tx,
    sql`
    SELECT 'e' AS kind, k.key, m.contact_id, m.created_at
    FROM jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) AS k(key)
    CROSS JOIN LATERAL (
      SELECT contact_id, created_at FROM leads
      WHERE email_key = k.key AND status <> 'spam' AND contact_id IS NOT NULL
      ORDER BY created_at DESC LIMIT 1) AS m
    UNION ALL
    SELECT 'm', k.key, m.contact_id, m.created_at
    FROM jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb) AS k(key)
    CROSS JOIN LATERAL (
      SELECT contact_id, created_at FROM leads
      WHERE mobile_key = k.key AND status <> 'spam' AND contact_id IS NOT NULL
      ORDER BY created_at DESC LIMIT 1) AS m`,
  );

/** Arrivals are later than anything stored; among themselves, in the order they came. */
const ARRIVED = Number.MAX_SAFE_INTEGER / 2;

/** The plan for a group of arrivals: whose contact is whose, and what it takes to get there. */
class Placement {
  /** A contact merged away, to the one it joined. */
  private readonly joined = new Map<string, string>();
  /** The contact each key leads to now, and how recent its enquiry with that key is. */
  private readonly byKey = new Map<string, { contact: string; order: number }>();
  /** When each contact came to be: stored ones first (their creation time), then new ones. */
  private readonly age = new Map<string, number>();
  readonly created: { id: string; createdAt: Date | null }[] = [];
  readonly merges: { from: string; into: string }[] = [];

  constructor(
    matches: Match[],
    ages: Map<string, number>,
    private readonly apart: Set<string>,
  ) {
    for (const m of matches) {
      const order = new Date(m.created_at).getTime();
      this.byKey.set(`${m.kind}:${m.key}`, { contact: m.contact_id, order });
    }
    for (const [id, at] of ages) this.age.set(id, at);
  }

  resolve(id: string): string {
    let at = id;
    for (let next = this.joined.get(at); next; next = this.joined.get(at)) at = next;
    return at;
  }

  private keptApart(a: string, b: string): boolean {
    return this.apart.has(separationKey(a, b).join('|'));
  }

  /** Joins two contacts: the older one stays; the pairs kept apart from the other now hold for it. */
  private join(a: string, b: string): string {
    const [into, from] = (this.age.get(a) ?? 0) <= (this.age.get(b) ?? 0) ? [a, b] : [b, a];
    this.joined.set(from, into);
    for (const pair of [...this.apart]) {
      const [x, y] = pair.split('|') as [string, string];
      if (x === from || y === from)
        this.apart.add(separationKey(x === from ? into : x, y === from ? into : y).join('|'));
    }
    // A contact made in this group has nothing stored to move: it is simply never inserted.
    const made = this.created.findIndex((c) => c.id === from);
    if (made >= 0) this.created.splice(made, 1);
    else this.merges.push({ from, into });
    return into;
  }

  /** The contact of the next arrival (arrivals are placed in the order they came). */
  place(arrival: Arrival, order: number): string {
    const keys = [`e:${arrival.emailKey}`, `m:${arrival.mobileKey}`];
    const found = keys.flatMap((key) => {
      const hit = this.byKey.get(key);
      return hit ? [{ contact: this.resolve(hit.contact), order: hit.order }] : [];
    });
    let contact: string;
    const [first, second] = found;
    if (!first) {
      contact = arrival.contactId ?? randomUUID();
      this.created.push({ id: contact, createdAt: arrival.createdAt ?? null });
      this.age.set(contact, ARRIVED + order);
    } else if (!second || second.contact === first.contact) {
      contact = first.contact;
    } else if (this.keptApart(first.contact, second.contact)) {
      // Split by hand: no rule joins them again; the enquiry joins the latest conversation.
      contact = second.order > first.order ? second.contact : first.contact;
    } else {
      contact = this.join(first.contact, second.contact);
    }
    for (const key of keys) this.byKey.set(key, { contact, order: ARRIVED + order });
    return contact;
  }
}

/** What placing arrivals found stored: the latest enquiry's contact for each of their keys. */
export type StoredMatches = Match[];

/** Looks up what `arrivals` may join; sent at once, so it can travel with other statements. */
export const matchesOf = (tx: Db, arrivals: readonly Arrival[]): Promise<StoredMatches> =>
  arrivals.length === 0
    ? Promise.resolve([])
    : latestContactsOf(
        tx,
        [...new Set(arrivals.map((a) => a.emailKey))],
        [...new Set(arrivals.map((a) => a.mobileKey))],
      );

/** Where each arrival goes, and what it takes to put them there (planArrivals, writePlacement). */
export interface PlacementPlan {
  /** Each arrival's contact, in order. */
  placed: string[];
  /** Contacts to make. */
  created: readonly { id: string; createdAt: Date | null }[];
  /** Merges, in the order they were decided. */
  merges: readonly { from: string; into: string }[];
}

/**
 * Decides the contact of each arriving enquiry, in order, from `matches` (matchesOf, for these
 * arrivals or more of them): an enquiry joins the contact of the latest enquiry with its e-mail
 * or its mobile; when the e-mail leads to one contact and the mobile to another, the two are one
 * person and are merged (the older contact stays), unless someone split them apart by hand.
 * Arrivals of one group match each other too. Reads more only when two stored contacts meet.
 */
export async function planArrivals(
  tx: Db,
  arrivals: readonly Arrival[],
  matches: StoredMatches,
): Promise<PlacementPlan> {
  if (arrivals.length === 0) return { placed: [], created: [], merges: [] };
  const stored = [...new Set(matches.map((m) => m.contact_id))];
  const ages = new Map<string, number>();
  if (stored.length > 1) {
    const rows = await tx
      .select({ id: contacts.id, createdAt: contacts.createdAt })
      .from(contacts)
      .where(inArray(contacts.id, stored));
    for (const row of rows) ages.set(row.id, new Date(row.createdAt).getTime());
  }
  const placement = new Placement(matches, ages, await separationsAmong(tx, stored));
  const placed = arrivals.map((arrival, i) => placement.place(arrival, i + 1));
  return {
    placed: placed.map((contact) => placement.resolve(contact)),
    created: placement.created,
    merges: placement.merges,
  };
}

/**
 * Makes the plan's contacts and merges. The contacts' INSERT is sent before this returns: a
 * plan without merges is then written by a statement on its way, which the caller's next
 * statements follow without a wait (pipelinedTransaction.ts). Merges take their own round trips.
 */
export async function writePlacement(tx: Db, plan: PlacementPlan): Promise<unknown> {
  const made =
    plan.created.length === 0
      ? undefined
      : sendNow(
          tx.execute(sql`
      INSERT INTO contacts (id, created_at)
      SELECT id, coalesce(created_at, now())
      FROM json_populate_recordset(NULL::contacts, ${JSON.stringify(
        plan.created.map((c) => ({ id: c.id, created_at: c.createdAt?.toISOString() ?? null })),
      )}::json)`),
        );
  if (plan.merges.length === 0) return made;
  await made;
  // In the order they were decided: a later merge may move on what an earlier one joined.
  for (const { from, into } of plan.merges) {
    await mergeContacts(tx, {
      from,
      into,
      actor: RULES,
      text: (name) =>
        `A new enquiry shares an e-mail or mobile with both: ${name}'s enquiries joined this contact.`,
    });
  }
}

/**
 * Finds or makes the contact of each arriving enquiry (planArrivals), in the caller's
 * transaction, which holds the contacts lock (underContactsLock). Answers each arrival's contact.
 */
export async function placeArrivals(tx: Db, arrivals: readonly Arrival[]): Promise<string[]> {
  const plan = await planArrivals(tx, arrivals, await matchesOf(tx, arrivals));
  await writePlacement(tx, plan);
  return plan.placed;
}
