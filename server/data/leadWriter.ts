import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leads } from '../db/schema';
import { storeLeads } from './leadStore';
import type { StoredPart } from './leadStore';
import { leadValues, sameLead } from './leadValues';
import type { LeadRow, LeadValues, NewLead } from './leadValues';

/** A lead as the writer answers it: its row, and whether an earlier request with its key stored it. */
export interface StoredLead {
  row: LeadRow;
  replayed: boolean;
}

/** The Idempotency-Key was used before for a lead with other values: nothing was stored. */
export class LeadKeyReused extends Error {
  override readonly name = 'LeadKeyReused';
}

/** The stored row: the lead as sent plus what the database filled in (leadWriter.test.ts). */
const rowOf = (values: LeadValues, part: StoredPart): LeadRow => ({
  ...values,
  ...part,
  createdAt: new Date(part.createdAt),
});

const rowsWhere = (
  db: Db,
  column: typeof leads.id | typeof leads.idempotencyKey,
  values: string[],
) => (values.length ? db.select().from(leads).where(inArray(column, values)) : Promise.resolve([]));

/** The lead an earlier request stored with this key, if it holds the same values. */
function replayOf(row: LeadRow, values: LeadValues): StoredLead {
  if (!sameLead(row, values)) throw new LeadKeyReused();
  return { row, replayed: true };
}

/**
 * Stores one lead by itself (a group that failed is retried lead by lead). A failure whose
 * transaction had committed (the connection lost after COMMIT) is not a failure: the lead's id,
 * made here, shows whether it was stored.
 */
async function storeOne(db: Db, values: LeadValues, attempts = 2): Promise<StoredLead> {
  let part: StoredPart | undefined;
  try {
    [part] = await storeLeads(db, [values]);
  } catch (error) {
    const [stored] = await rowsWhere(db, leads.id, [values.id]).catch(() => []);
    if (stored) return { row: stored, replayed: false };
    throw error;
  }
  if (part) return { row: rowOf(values, part), replayed: false };
  const [earlier] = await db
    .select()
    .from(leads)
    .where(eq(leads.idempotencyKey, values.idempotencyKey ?? ''));
  if (earlier) return replayOf(earlier, values);
  // The lead holding the key was deleted between the two statements: store this one after all.
  if (attempts > 1) return storeOne(db, values, attempts - 1);
  throw new Error('lead insert returned no row');
}

/** Settles a group's promises from its statement's answer; leads it skipped were sent before. */
async function settleGroup(db: Db, group: Pending[], stored: StoredPart[]) {
  // The answer is the lead as sent plus what the database filled in; leadWriter.test.ts checks
  // it equals the row read back, on both databases.
  const byId = new Map(stored.map((row) => [row.id, row]));
  const skipped = group.filter((p) => !byId.has(p.values.id));
  const keys = skipped.flatMap((p) => (p.values.idempotencyKey ? [p.values.idempotencyKey] : []));
  const earlier = new Map<string | null, LeadRow>();
  for (const row of await rowsWhere(db, leads.idempotencyKey, keys).catch(() => []))
    earlier.set(row.idempotencyKey, row);
  for (const p of group) {
    const part = byId.get(p.values.id);
    const row = earlier.get(p.values.idempotencyKey);
    if (part) p.done(Promise.resolve({ row: rowOf(p.values, part), replayed: false }));
    else if (row) p.done(Promise.resolve().then(() => replayOf(row, p.values)));
    else p.done(storeOne(db, p.values));
  }
}

type Pending = { values: LeadValues; done: (stored: Promise<StoredLead>) => void };

/** Most leads one statement stores; a burst larger than this takes several. */
const MAX_BATCH = 200;

/**
 * Stores leads in group commits: the leads that arrive while a transaction runs are stored
 * together by the next one (one multi-row INSERT with their contacts, one commit, one fsync), so
 * a burst costs a few transactions instead of one each. Each caller's promise settles only after the statement that
 * holds its lead has committed: a lead is acknowledged only once it is durable. If a group fails,
 * the leads it did store are answered as stored (a failure can arrive after COMMIT), and the
 * others are stored one by one, so one bad lead cannot fail the others.
 *
 * With an idempotency key, a lead whose key is already stored is not stored again: the promise
 * answers the earlier lead (`replayed`), or rejects with LeadKeyReused if its values differ.
 */
export function leadWriter(db: Db) {
  let queue: Pending[] = [];
  let running = false;

  async function storeGroup(group: Pending[]) {
    let stored: StoredPart[];
    try {
      stored = await storeLeads(
        db,
        group.map((p) => p.values),
      );
    } catch {
      // Its ids, made here, show which leads the statement stored before its failure reached us.
      const ids = group.map((p) => p.values.id);
      const committed = new Map(
        (await rowsWhere(db, leads.id, ids).catch(() => [])).map((row) => [row.id, row]),
      );
      for (const p of group) {
        const row = committed.get(p.values.id);
        p.done(row ? Promise.resolve({ row, replayed: false }) : storeOne(db, p.values));
      }
      return;
    }
    await settleGroup(db, group, stored);
  }

  async function drain() {
    while (queue.length > 0) {
      const group = queue.slice(0, MAX_BATCH);
      queue = queue.slice(group.length);
      await storeGroup(group);
    }
    running = false;
  }

  return (
    lead: NewLead,
    idempotencyKey?: string,
    status: 'new' | 'spam' = 'new',
  ): Promise<StoredLead> =>
    new Promise<StoredLead>((resolve, reject) => {
      queue.push({
        values: leadValues(lead, { id: randomUUID(), idempotencyKey, status }),
        done: (stored) => stored.then(resolve, reject),
      });
      // Drain after this turn's I/O: PGlite runs a statement on the event loop's thread, so the
      // requests read while one ran are parsed one after another when it ends. Starting the next
      // statement at once would store each of them alone; setImmediate lets all of them queue.
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
