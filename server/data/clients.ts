import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ClientItem } from '@/sdk/schemas/client';
import type { Db } from '../db/database';
import { clients } from '../db/schema';
import type { Change } from './homeContent';
import { toRecord } from './rows';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Omit<typeof clients.$inferInsert, 'id'>;

export const toClientItem = (row: ClientRow): ClientItem => toRecord(row);

/** Newest first: the spec puts a created item at the front of the list. */
export function listClients(db: Db, filter: { id?: string; isActive?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(clients.id, filter.id));
  if (filter.isActive !== undefined) conditions.push(eq(clients.isActive, filter.isActive));
  return db
    .select()
    .from(clients)
    .where(and(...conditions))
    .orderBy(desc(clients.createdAt), desc(clients.id));
}

export async function insertClient(db: Db, values: ClientValues, id: string = randomUUID()) {
  const [row] = await db
    .insert(clients)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

export async function updateClient(
  db: Db,
  id: string,
  changes: Partial<ClientValues>,
): Promise<Change<ClientRow> | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
    if (!before) return null;
    // drizzle skips undefined values; an update with nothing to change answers the item as is.
    if (Object.values(changes).every((v) => v === undefined)) return { before, after: before };
    const [after] = await tx.update(clients).set(changes).where(eq(clients.id, id)).returning();
    return after ? { before, after } : null;
  });
}

export async function deleteClient(db: Db, id: string): Promise<ClientRow | null> {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning();
  return row ?? null;
}
