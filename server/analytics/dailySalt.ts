import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';

/**
 * The day's salt: 256 random bits, made by whichever instance counts the day's first event and
 * shared through the database (so every instance computes the same key for a visitor). When a
 * day's salt is made, every older one is deleted: yesterday's keys can never be computed again.
 * A day whose salt is already gone (an instance whose clock still says yesterday) gets none:
 * its events are not counted, rather than bring an old salt back.
 */
export function dailySalts(db: Db) {
  let cached: { day: string; salt: string } | null = null;

  async function load(day: string): Promise<string | null> {
    const fresh = randomBytes(32).toString('hex');
    const [row] = await rawRows<{ salt: string }>(
      db,
      sql`WITH made AS (
        INSERT INTO analytics_salts (day, salt)
        SELECT ${day}::date, ${fresh}
        WHERE NOT EXISTS (SELECT 1 FROM analytics_salts WHERE day > ${day}::date)
        ON CONFLICT (day) DO NOTHING
        RETURNING salt
      )
      SELECT salt FROM made
      UNION ALL
      SELECT salt FROM analytics_salts WHERE day = ${day}::date
      LIMIT 1`,
    );
    // Another instance made it at the same moment: the insert waited for it and did nothing,
    // and this statement's snapshot, taken before, does not see it. A new statement does.
    const salt =
      row?.salt ??
      (
        await rawRows<{ salt: string }>(
          db,
          sql`SELECT salt FROM analytics_salts WHERE day = ${day}::date`,
        )
      )[0]?.salt;
    if (!salt) return null;
    await deleteSaltsBefore(db, day);
    return salt;
  }

  // The day's first beacons arrive together (a flood at midnight): they share one load.
  let loading: { day: string; salt: Promise<string | null> } | null = null;

  return {
    /** The salt of `day` ('YYYY-MM-DD'), or null when that day is over. */
    async saltOf(day: string): Promise<string | null> {
      if (cached?.day === day) return cached.salt;
      if (loading?.day !== day) {
        const salt = load(day).finally(() => {
          if (loading?.salt === salt) loading = null;
        });
        loading = { day, salt };
      }
      const salt = await loading.salt;
      if (salt !== null) cached = { day, salt };
      return salt;
    },
  };
}

/** Deletes the salts of the days before `day`; safe for several instances to run at once. */
export async function deleteSaltsBefore(db: Executor, day: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM analytics_salts WHERE day < ${day}::date RETURNING 1)
      SELECT count(*)::int AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}
