import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitionList, defineCollection, faqs, recordFields } from '@/sdk/content';
import type { ContentDefinition, RecordFieldKind } from '@/sdk/content';
import type { FieldList } from '@/sdk/content/fields';
import { faqFieldList } from '@/sdk/content/faqs';
import { text } from '@/sdk/content/textFields';
import { boolean } from '@/sdk/content/valueFields';
import { BOOKKEEPING } from '../db/contentColumns';
import { contentTableName } from '../db/contentTables';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { contentTable } from '../content/tables';
import { sqlRows } from './backends';

// A declaration and its table must agree: every field of the record the API answers has a column
// of its kind, and no column lacks a field but the bookkeeping (id, times, position). Read from
// the database the committed migrations build, so a declaration changed without a generated
// migration (npm run db:generate) fails here, and from the drizzle table the server queries.

interface Column {
  name: string;
  type: string;
  nullable: boolean;
}

const SQL_TYPE: Record<RecordFieldKind, string> = {
  text: 'text',
  integer: 'integer',
  boolean: 'boolean',
  image: 'text',
  altText: 'text',
  decorative: 'boolean',
};
const BOOKKEEPING_TYPE: Record<(typeof BOOKKEEPING)[number], string> = {
  id: 'text',
  createdAt: 'timestamp with time zone',
  updatedAt: 'timestamp with time zone',
  position: 'integer',
};
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What a declaration and its table's columns disagree on, one sentence each (none: they agree). */
function disagreements(definition: ContentDefinition, columns: readonly Column[]): string[] {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const expected = new Map<string, string>([
    ...recordFields(definition).map((f) => [snakeCase(f.name), SQL_TYPE[f.kind]] as const),
  ]);
  const problems: string[] = [];
  for (const [name, type] of expected) {
    const column = byName.get(name);
    if (!column) problems.push(`${definition.key}: the field ${name} has no column`);
    else if (column.type !== type)
      problems.push(`${definition.key}: ${name} is ${column.type}, not ${type}`);
    else if (column.nullable) problems.push(`${definition.key}: ${name} may be null`);
  }
  for (const column of columns) {
    if (expected.has(column.name)) continue;
    const bookkeeping = BOOKKEEPING.find((name) => snakeCase(name) === column.name);
    if (!bookkeeping) problems.push(`${definition.key}: the column ${column.name} has no field`);
    else if (BOOKKEEPING_TYPE[bookkeeping] !== column.type)
      problems.push(`${definition.key}: ${column.name} is ${column.type}`);
  }
  if (!byName.has('id')) problems.push(`${definition.key}: no id column`);
  return problems;
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

/** A table's columns as the migrated database has them. */
async function migratedColumns(table: string): Promise<Column[]> {
  const rows = sqlRows(
    await database.db.execute(sql`
      SELECT column_name AS name, data_type AS type, is_nullable = 'YES' AS nullable
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`),
  );
  return rows as unknown as Column[];
}

describe('every content declaration and its table', () => {
  it.each(contentDefinitionList.map((d) => [d.key, d] as const))(
    '%s: the migrated table has a column of its kind for every field, and no other',
    async (_key, definition) => {
      const columns = await migratedColumns(contentTableName(definition));
      expect(columns.length, contentTableName(definition)).toBeGreaterThan(1);
      expect(disagreements(definition, columns)).toEqual([]);
    },
  );

  it.each(contentDefinitionList.map((d) => [d.key, d] as const))(
    '%s: the drizzle table the server queries has the migrated columns',
    async (_key, definition) => {
      const { table } = contentTable(definition);
      const config = getTableConfig(table);
      expect(config.name).toBe(contentTableName(definition));
      const migrated = await migratedColumns(config.name);
      // Columns are named in TypeScript's camelCase; the database's casing is snake_case.
      const names = config.columns.map((c) => snakeCase(c.name));
      expect(names.sort()).toEqual(migrated.map((c) => c.name).sort());
    },
  );

  it('finds a field without a column, a column without a field and a column of another kind', async () => {
    const columns = await migratedColumns('faqs');
    expect(disagreements(faqs, columns)).toEqual([]);
    // Variants of the FAQ's declaration, made as every declaration is: from its field list.
    const { key, api, idField, order, screens, messages } = faqs;
    const faqsWith = (fields: FieldList) =>
      defineCollection({
        key,
        api,
        idField,
        order,
        screens,
        fields,
        strict: true,
        notFound: messages.notFound,
      });
    const withTopic = faqsWith({ ...faqFieldList, topic: text({ max: 100 }) });
    expect(disagreements(withTopic, columns)).toEqual(['faqs: the field topic has no column']);
    const answerAsFlag = faqsWith({ ...faqFieldList, answer: boolean() });
    expect(disagreements(answerAsFlag, columns)).toEqual(['faqs: answer is text, not boolean']);
    const { answer: _answer, ...withoutAnswerFields } = faqFieldList;
    const withoutAnswer = faqsWith(withoutAnswerFields);
    expect(disagreements(withoutAnswer, columns)).toEqual(['faqs: the column answer has no field']);
  });
});
