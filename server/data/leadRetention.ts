import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leads } from '../db/schema';

/**
 * Deletes every lead received more than `months` months before `now` (calendar months, as
 * PostgreSQL counts them: 31 March minus one month is 28 or 29 February). Answers how many went.
 */
export async function deleteExpiredLeads(db: Db, months: number, now = new Date()) {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const deleted = await db
    .delete(leads)
    .where(sql`${leads.createdAt} < ${cutoff}`)
    .returning({ id: leads.id });
  return deleted.length;
}
