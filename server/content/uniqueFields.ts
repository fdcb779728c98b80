import { and, eq, ne } from 'drizzle-orm';
import type { ContentDefinition } from '@/sdk/content';
import type { Db } from '../db/database';
import { conflict } from '../http/errors';
import { contentTable } from './tables';

// Fields no two items of a collection share (a page's address, issue 44), declared with the
// message a clash answers (sdk/content/define.ts `unique`). Every write that reaches the site goes
// through the content store (a create, an update, a publish, a release, a restore), which asks
// here first; the table's unique index (server/db/contentTables.ts) stops the race of two writes.

/** The declaration's unique fields with their messages (none for a section). */
export const uniqueFieldsOf = (definition: ContentDefinition): Record<string, string> =>
  definition.kind === 'collection' ? { ...definition.unique } : {};

/** Throws 409, naming the field, when another item already holds one of these values. */
export async function requireUniqueFields(
  target: Db,
  definition: ContentDefinition,
  values: Readonly<Record<string, unknown>>,
  id: string,
): Promise<void> {
  const { table, id: idColumn, columns } = contentTable(definition);
  for (const [field, message] of Object.entries(uniqueFieldsOf(definition))) {
    const column = columns[field];
    const value = values[field];
    if (!column || value === undefined) continue;
    const [clash] = await target
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(column, value), ne(idColumn, id)))
      .limit(1);
    if (clash) throw conflict(message, [{ path: [field], message }]);
  }
}
