import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leads, leadTrash } from '../db/schema';
import { underContactsLock } from './contactActivity';

/**
 * Deletes every lead received more than `months` months before `now` (calendar months, as
 * PostgreSQL counts them: 31 March minus one month is 28 or 29 February), and the contacts left
 * without an enquiry (their timelines with them: a contact outlives no lead), and the trashed
 * leads received before the same cutoff. Answers how many leads went (trashed ones not counted).
 */
export async function deleteExpiredLeads(db: Db, months: number, now = new Date()) {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  return underContactsLock(db, async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(sql`${leads.createdAt} < ${cutoff}`)
      .returning({ id: leads.id });
    // The trash keeps a lead at most LEAD_TRASH_DAYS, never past its retention.
    await tx.delete(leadTrash).where(sql`${leadTrash.receivedAt} < ${cutoff}`);
    if (deleted.length > 0) {
      await tx.execute(
        sql`DELETE FROM contacts AS c WHERE NOT EXISTS (SELECT 1 FROM leads AS l WHERE l.contact_id = c.id)`,
      );
    }
    return deleted.length;
  });
}
