import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { CourseSection } from '@/sdk/schemas/course';
import type { Db } from '../db/database';
import { courseSection } from '../db/schema';
import type { Change } from './homeContent';
import { toRecord } from './rows';

export type CourseRow = typeof courseSection.$inferSelect;
export type CourseValues = Omit<typeof courseSection.$inferInsert, 'id' | 'updatedAt'>;

export const toCourseSection = (row: CourseRow): CourseSection => toRecord(row);

export const listCourse = (db: Db) =>
  db.select().from(courseSection).orderBy(asc(courseSection.id));

export async function insertCourse(db: Db, values: CourseValues, id: string = randomUUID()) {
  const [row] = await db
    .insert(courseSection)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('course insert returned no row');
  return row;
}

export async function updateCourse(
  db: Db,
  id: string,
  changes: Partial<CourseValues>,
): Promise<Change<CourseRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(courseSection)
      .where(eq(courseSection.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(courseSection)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(courseSection.id, id))
      .returning();
    return after ? { before, after } : null;
  });
}
