import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentDefinitionList } from '@/sdk/content';
import type { ContentDefinition, ContentKey } from '@/sdk/content';
import { contentColumns } from './contentColumns';

// One table per content declaration, derived from it (./contentColumns.ts). server/db/schema.ts
// keeps the tables that are not content (users, sessions, leads, audit, rate limits).
// drizzle-kit reads these through ./contentSchema.cjs (drizzle.config.ts).

/** SQL names older than the keys; every other table is named after its key in snake_case. */
const EARLIER_NAMES: Partial<Record<ContentKey, string>> = {
  home: 'home_content',
  course: 'course_section',
  launch: 'launch_section',
  business: 'business_section',
  whyChoose: 'why_choose_section',
  eLearning: 'e_learning_section',
  settings: 'site_settings',
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The SQL name of a declaration's table: `featureTabs` is feature_tabs. */
export const contentTableName = (definition: Pick<ContentDefinition, 'key'>): string =>
  EARLIER_NAMES[definition.key as ContentKey] ?? snakeCase(definition.key);

/** The names of the fields no two items share (a page's address): each gets a unique index. */
const uniqueNames = (definition: ContentDefinition): string[] =>
  definition.kind === 'collection' ? Object.keys(definition.unique) : [];

/** Every content table by its declaration's key. */
export const contentTables = Object.fromEntries(
  contentDefinitionList.map((definition) => [
    definition.key,
    pgTable(contentTableName(definition), contentColumns(definition), (table) =>
      uniqueNames(definition).map((name) =>
        uniqueIndex(`${contentTableName(definition)}_${snakeCase(name)}_unique`).on(
          (table as unknown as Record<string, AnyPgColumn>)[name] as AnyPgColumn,
        ),
      ),
    ),
  ]),
) as unknown as Record<ContentKey, PgTable>;
