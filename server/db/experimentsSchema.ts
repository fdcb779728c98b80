import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import type { ExperimentArm } from '@/sdk/schemas/experiments';

// Experiments on blocks (issue 45 item 3, docs/analytics.md "Experiments"). Kept apart from
// schema.ts as the analytics tables are: server/experiments/ alone writes them, the counts through
// raw SQL upserts in the analytics batch. drizzle-kit reads this file too (drizzle.config.ts).

/** One block of a live page tested against a variant of it. */
export const experiments = pgTable(
  'experiments',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /** The page's slug (no slash). */
    page: text().notNull(),
    blockId: text().notNull(),
    blockType: text().notNull(),
    variant: jsonb().$type<PageBlock>().notNull(),
    /** Percent of visitors who see the variant. */
    split: integer().notNull(),
    status: text().$type<'running' | 'ended'>().notNull().default('running'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedBy: text().notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endedBy: text(),
    /** What the editor kept when ending it. */
    kept: text().$type<ExperimentArm>(),
  },
  // At most one running experiment per block: two starting at once, one wins (the other 409s).
  (table) => [
    uniqueIndex('experiments_running_block_idx')
      .on(table.page, table.blockId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * Who was shown which arm, once a day: the insert (ON CONFLICT DO NOTHING) says "new visitor" and
 * `lead` turns true once. Holds the daily visitor keys, so it goes when analytics_visitors does.
 */
export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    experimentId: text()
      .notNull()
      .references(() => experiments.id),
    day: date().notNull(),
    visitor: text().notNull(),
    arm: text().$type<ExperimentArm>().notNull(),
    lead: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.day, table.visitor] })],
);

/** Visitors and leads per experiment, day and arm: what the results read, kept for good. */
export const experimentDaily = pgTable(
  'experiment_daily',
  {
    experimentId: text()
      .notNull()
      .references(() => experiments.id),
    day: date().notNull(),
    arm: text().$type<ExperimentArm>().notNull(),
    visitors: integer().notNull().default(0),
    leads: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.day, table.arm] })],
);
