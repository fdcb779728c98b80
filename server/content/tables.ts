import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentDefinition } from '@/sdk/content';
import * as schema from '../db/schema';

/** A content table as the generic repository uses it: an id, and the bookkeeping it may have. */
export interface ContentTable {
  table: PgTable;
  id: PgColumn;
  /** Collections: newest first. */
  createdAt: PgColumn | undefined;
  /** Sections: stamped on every update. */
  updatedAt: PgColumn | undefined;
  isActive: PgColumn | undefined;
  /** Collections in the editor's order: the position an item has in the list. */
  position: PgColumn | undefined;
  /** Every column by field name, to check a definition against its table. */
  columns: Record<string, PgColumn>;
}

/**
 * The table of a declaration: server/db/schema.ts exports it under the declaration's key, so
 * adding a collection needs no list here (docs/architecture.md).
 */
export function contentTable(definition: Pick<ContentDefinition, 'key'>): ContentTable {
  const table: unknown = (schema as Record<string, unknown>)[definition.key];
  if (!is(table, PgTable)) {
    throw new Error(`server/db/schema.ts exports no table named "${definition.key}"`);
  }
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  if (!id) throw new Error(`the "${definition.key}" table has no id column`);
  return {
    table,
    id,
    createdAt: columns.createdAt,
    updatedAt: columns.updatedAt,
    isActive: columns.isActive,
    position: columns.position,
    columns,
  };
}
