import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { recordFields } from '@/sdk/content';
import type { ContentDefinition, RecordField } from '@/sdk/content';

// The columns of a content table, derived from its declaration (sdk/content): one per field of
// the record, never written again by hand. drizzle-kit still writes the migrations from the tables
// (npm run db:generate), and server/test/contentTables.test.ts checks the migrated database
// against every declaration. Every column is NOT NULL; the defaults below are the ones the
// hand-written tables had, stated as rules so that a new declaration gets the same.

type Columns = Record<string, PgColumnBuilderBase>;

/** Text primary keys (crypto.randomUUID): a malformed id can only miss (404), never fail a cast. */
export const idColumn = () => text().primaryKey();
/** A moment the server stamps: a collection item's creation, a section's last update. */
export const stampColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * The column of one field. Text and numbers a write may leave blank default to '' and 0; a flag
 * starts on (an item is shown, the promo runs, until an editor switches it off); an image's path
 * is '' until one is uploaded, except a collection's required image, which every item has from
 * its create; alt text and the decorative mark are '' and false until set.
 */
function fieldColumn(field: RecordField, definition: ContentDefinition) {
  switch (field.kind) {
    case 'text':
      return field.blank ? text().notNull().default('') : text().notNull();
    case 'integer':
      return field.blank ? integer().notNull().default(0) : integer().notNull();
    case 'boolean':
      return boolean().notNull().default(true);
    case 'image':
      return definition.kind === 'collection' && field.required
        ? text().notNull()
        : text().notNull().default('');
    case 'altText':
      return text().notNull().default('');
    case 'decorative':
      return boolean().notNull().default(false);
  }
}

/**
 * The columns of a declaration's record, by field name: what any table holding that record shares
 * (its table below; a drafts table would add its own bookkeeping to the same columns).
 */
export function recordColumns(definition: ContentDefinition): Columns {
  return Object.fromEntries(
    recordFields(definition).map((field) => [field.name, fieldColumn(field, definition)]),
  );
}

/**
 * The bookkeeping of a declaration's table, never answered (server/content/records.ts): a
 * collection's creation time and, in the editor's order, each item's place; a section's last
 * update.
 */
export function bookkeepingColumns(definition: ContentDefinition): Columns {
  if (definition.kind === 'singleton') return { updatedAt: stampColumn() };
  return {
    ...(definition.order === 'manual' ? { position: integer().notNull().default(0) } : {}),
    createdAt: stampColumn(),
  };
}

/** Every column of a declaration's table: its id, its record's fields, its bookkeeping. */
export const contentColumns = (definition: ContentDefinition): Columns => ({
  id: idColumn(),
  ...recordColumns(definition),
  ...bookkeepingColumns(definition),
});

/** The bookkeeping column names a content table may have besides its record's fields. */
export const BOOKKEEPING = ['id', 'createdAt', 'updatedAt', 'position'] as const;
