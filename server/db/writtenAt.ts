import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A row's time for a log read newest first (a timeline, the audit log, content versions): the
 * moment of writing (clock_timestamp(), not the transaction's start, so the rows one change
 * writes keep their order), and at least a microsecond after the newest row already there.
 * PGlite's clock ticks in milliseconds: rows sharing a time came back in their random ids' order
 * (stop 40's CI). The newest row is found by an index on `column`; `within` narrows it to the
 * rows read together (one contact's timeline). Two writers at once can still share a time: where
 * that matters, the writers hold a lock (the contacts lock).
 */
export const writtenAt = (table: PgTable, column: PgColumn, within?: SQL): SQL =>
  sql`GREATEST(clock_timestamp(), (SELECT max(${column}) + interval '1 microsecond' FROM ${table}${
    within ? sql` WHERE ${within}` : sql``
  }))`;
