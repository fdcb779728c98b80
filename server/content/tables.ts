import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentDefinition, ContentKey } from '@/sdk/content';
import { contentTables } from '../db/contentTables';

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
  /** Every column by field name. */
  columns: Record<string, PgColumn>;
}

/** The table of a declaration, derived from it (server/db/contentTables.ts). */
export function contentTable(definition: Pick<ContentDefinition, 'key'>): ContentTable {
  const table = contentTables[definition.key as ContentKey] as PgTable | undefined;
  if (!table) throw new Error(`no content table for "${definition.key}"`);
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
