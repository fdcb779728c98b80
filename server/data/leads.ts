import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Lead, LeadChange, LeadFilter, LeadQuery, LeadRecord } from '@/sdk/schemas/lead';
import { LeadStatus } from '@/sdk/schemas/lead';
import { ATTRIBUTION_FIELDS } from '@/sdk/schemas/leadAttribution';
import type { LeadAttribution, LeadAttributionRecord } from '@/sdk/schemas/leadAttribution';
import type { Db } from '../db/database';
import { leads } from '../db/schema';
import { rawRows } from '../db/rawRows';
import { leadConditions } from './leadFilter';

export type LeadRow = typeof leads.$inferSelect;

export const toLeadRecord = (row: LeadRow): LeadRecord => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: row.message,
  // The column is plain text so the inbox can add states later; unknown ones read as 'new'.
  status: LeadStatus.catch('new').parse(row.status),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  ...attributionOf(row),
});

/** The attribution columns as the API answers them: null where unknown. */
const attributionOf = (row: LeadRow): LeadAttributionRecord =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, row[f] ?? null])) as LeadAttributionRecord;

/** An attribution part left empty is not known: stored as null, like one never sent. */
const storedAttribution = (attribution: LeadAttribution) =>
  Object.fromEntries(
    ATTRIBUTION_FIELDS.map((f) => [f, attribution[f] || null]),
  ) as LeadAttributionRecord;

/** What a lead holds when it is stored: the enquiry and where it came from. */
export type NewLead = Pick<Lead, 'name' | 'email' | 'mobile' | 'message'> & LeadAttribution;

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
  return insertValues(db, leadValues(lead, id, createdAt));
}

/** One lead's row, stored by itself. */
async function insertValues(db: Db, values: LeadValues): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error('lead insert returned no row');
  return row;
}

const leadValues = (lead: NewLead, id: string, createdAt?: Date) => ({
  id,
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  message: lead.message,
  ...storedAttribution(lead),
  createdAt,
});

type LeadValues = ReturnType<typeof leadValues>;
type StoredPart = Pick<LeadRow, 'id' | 'status' | 'note'> & { createdAt: string | Date };

/**
 * One INSERT for many leads with the rows as one JSON parameter: a statement whose text does not
 * grow with the group (drizzle's multi-row VALUES built and bound 20 parameters per lead, most of
 * a lead's cost). Answers what the database filled in: status, note and time.
 */
async function insertGroup(db: Db, group: LeadValues[]): Promise<StoredPart[]> {
  // Every lead of a group has the same keys (leadValues); those left undefined (the time) are
  // the database's to fill, like status and note.
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
    db,
    sql`INSERT INTO leads (${names})
        SELECT ${names} FROM json_populate_recordset(NULL::leads, ${JSON.stringify(rows)}::json)
        RETURNING id, status, note, created_at AS "createdAt"`,
  );
}

/** Most leads one statement stores; a burst larger than this takes several. */
const MAX_BATCH = 200;

/**
 * Stores leads in group commits: the leads that arrive while a statement runs are stored
 * together by the next one (one multi-row INSERT, one commit), so a burst costs a few
 * statements instead of one each. Each caller's promise settles only after the statement that
 * holds its lead has committed: a lead is acknowledged only once it is durable. If a group fails,
 * its leads are stored one by one, so one bad lead cannot fail the others.
 */
export function leadWriter(db: Db) {
  type Pending = { values: LeadValues; done: (row: Promise<LeadRow>) => void };
  let queue: Pending[] = [];
  let running = false;

  async function storeGroup(group: Pending[]) {
    try {
      const stored = await insertGroup(
        db,
        group.map((p) => p.values),
      );
      // The answer is the lead as sent plus what the database filled in; leadWriter.test.ts
      // checks it equals the row read back, on both databases.
      const byId = new Map(stored.map((row) => [row.id, row]));
      for (const p of group) {
        const row = byId.get(p.values.id);
        p.done(
          row
            ? Promise.resolve({ ...p.values, ...row, createdAt: new Date(row.createdAt) })
            : Promise.reject(new Error('lead insert lost a row')),
        );
      }
    } catch {
      for (const p of group) p.done(insertValues(db, p.values));
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const group = queue.slice(0, MAX_BATCH);
      queue = queue.slice(group.length);
      await storeGroup(group);
    }
    running = false;
  }

  return (lead: NewLead): Promise<LeadRow> =>
    new Promise<LeadRow>((resolve, reject) => {
      queue.push({
        values: leadValues(lead, randomUUID()),
        done: (row) => row.then(resolve, reject),
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
