import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { BusinessSection } from '@/sdk/schemas/business';
import type { Db } from '../db/database';
import { businessSection } from '../db/schema';
import type { Change } from './homeContent';
import { toRecord } from './rows';

export type BusinessRow = typeof businessSection.$inferSelect;
export type BusinessValues = Omit<typeof businessSection.$inferInsert, 'id' | 'updatedAt'>;

export const toBusinessSection = (row: BusinessRow): BusinessSection => toRecord(row);

export const listBusiness = (db: Db) =>
  db.select().from(businessSection).orderBy(asc(businessSection.id));

export async function insertBusiness(db: Db, values: BusinessValues, id: string = randomUUID()) {
  const [row] = await db
    .insert(businessSection)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('business insert returned no row');
  return row;
}

export async function updateBusiness(
  db: Db,
  id: string,
  changes: Partial<BusinessValues>,
): Promise<Change<BusinessRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(businessSection)
      .where(eq(businessSection.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(businessSection)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(businessSection.id, id))
      .returning();
    return after ? { before, after } : null;
  });
}
