import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { HomeContent } from '@/sdk/schemas/home';
import type { Db } from '../db/database';
import { homeContent } from '../db/schema';
import { toRecord } from './rows';

export type HomeRow = typeof homeContent.$inferSelect;
export type HomeValues = Omit<typeof homeContent.$inferInsert, 'id' | 'updatedAt'>;
export type Change<R> = { before: R; after: R };

export const toHomeContent = (row: HomeRow): HomeContent => toRecord(row);

export const listHome = (db: Db) => db.select().from(homeContent).orderBy(asc(homeContent.id));

export async function insertHome(db: Db, values: HomeValues, id: string = randomUUID()) {
  const [row] = await db
    .insert(homeContent)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('home insert returned no row');
  return row;
}

/** Inserts the home record unless one exists (there is only ever one); null if one did. */
export async function insertFirstHome(db: Db, values: HomeValues): Promise<HomeRow | null> {
  return db.transaction(async (tx) => {
    // Lock the table for the check-then-insert, so two concurrent creates cannot both win.
    await tx.execute('LOCK TABLE home_content IN EXCLUSIVE MODE');
    const [existing] = await tx.select({ id: homeContent.id }).from(homeContent).limit(1);
    if (existing) return null;
    const [row] = await tx
      .insert(homeContent)
      .values({ id: randomUUID(), ...values })
      .returning();
    return row ?? null;
  });
}

export async function updateHome(
  db: Db,
  id: string,
  changes: Partial<HomeValues>,
): Promise<Change<HomeRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(homeContent)
      .where(eq(homeContent.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(homeContent)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(homeContent.id, id))
      .returning();
    return after ? { before, after } : null;
  });
}
