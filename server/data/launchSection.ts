import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LaunchSection } from '@/sdk/schemas/launch';
import type { Db } from '../db/database';
import { launchSection } from '../db/schema';
import type { Change } from './homeContent';
import { toRecord } from './rows';

export type LaunchRow = typeof launchSection.$inferSelect;
export type LaunchValues = Omit<typeof launchSection.$inferInsert, 'id' | 'updatedAt'>;

export const toLaunchSection = (row: LaunchRow): LaunchSection => toRecord(row);

export const listLaunch = (db: Db) =>
  db.select().from(launchSection).orderBy(asc(launchSection.id));

export async function insertLaunch(db: Db, values: LaunchValues, id: string = randomUUID()) {
  const [row] = await db
    .insert(launchSection)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('launch insert returned no row');
  return row;
}

export async function updateLaunch(
  db: Db,
  id: string,
  changes: Partial<LaunchValues>,
): Promise<Change<LaunchRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(launchSection)
      .where(eq(launchSection.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(launchSection)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(launchSection.id, id))
      .returning();
    return after ? { before, after } : null;
  });
}
