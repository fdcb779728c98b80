import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TestimonialItem } from '@/sdk/schemas/testimonial';
import type { Db } from '../db/database';
import { testimonials } from '../db/schema';
import type { Change } from './homeContent';
import { toRecord } from './rows';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialValues = Omit<typeof testimonials.$inferInsert, 'id'>;

export const toTestimonialItem = (row: TestimonialRow): TestimonialItem => toRecord(row);

/** Newest first: the spec puts a created item at the front of the list. */
export function listTestimonials(db: Db, filter: { id?: string; isActive?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(testimonials.id, filter.id));
  if (filter.isActive !== undefined) conditions.push(eq(testimonials.isActive, filter.isActive));
  return db
    .select()
    .from(testimonials)
    .where(and(...conditions))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function insertTestimonial(
  db: Db,
  values: TestimonialValues,
  id: string = randomUUID(),
) {
  const [row] = await db
    .insert(testimonials)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('testimonial insert returned no row');
  return row;
}

export async function updateTestimonial(
  db: Db,
  id: string,
  changes: Partial<TestimonialValues>,
): Promise<Change<TestimonialRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for('update');
    if (!before) return null;
    // drizzle skips undefined values; an update with nothing to change answers the item as is.
    if (Object.values(changes).every((v) => v === undefined)) return { before, after: before };
    const [after] = await tx
      .update(testimonials)
      .set(changes)
      .where(eq(testimonials.id, id))
      .returning();
    return after ? { before, after } : null;
  });
}

export async function deleteTestimonial(db: Db, id: string): Promise<TestimonialRow | null> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row ?? null;
}
