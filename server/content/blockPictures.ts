// A page block's own picture (the "image and text" block, issue 44) is a stored path inside the
// page's `blocks` JSON text, not a column of its own: what the picture collector
// (./pictures.ts) releases and checks reads it from there. Only pages have a `blocks` field.
// An experiment's variant of such a block (issue 45 item 3) may show a picture of its own,
// uploaded through the same route: it is kept while the experiment runs, released when it ends.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pages } from '@/sdk/content';
import { isStoredImagePath } from '@/sdk/content/storedImagePath';
import type { Db } from '../db/database';
import { experiments } from '../db/experimentsSchema';
import { contentDrafts, contentTrash, contentVersions } from '../db/schema';
import { contentTable } from './tables';

/** The stored pictures some blocks name (each block's `image`). */
export const picturesOfBlocks = (blocks: readonly unknown[]) =>
  blocks.map((block) => (block as { image?: unknown } | null)?.image).filter(isStoredImagePath);

/** The stored pictures the blocks of a record (or draft changes, a version) name. */
export function blockPicturePaths(record: Readonly<Record<string, unknown>> | null | undefined) {
  const text = record?.blocks;
  if (typeof text !== 'string') return [];
  let blocks: unknown;
  try {
    blocks = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(blocks) ? picturesOfBlocks(blocks) : [];
}

/** The pictures the blocks named before a write and no longer name after it. */
export function droppedBlockPictures(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  const kept = new Set(blockPicturePaths(after));
  return blockPicturePaths(before).filter((path) => !kept.has(path));
}

/**
 * Whether blocks name `path` (a block's own picture): the published pages' blocks, their drafts',
 * versions' and trash's (a stored name is random and quoted in the JSON text, so finding it
 * quoted is finding the block that shows it), and a running experiment's variant (a block as
 * JSON). An ended experiment's variant no longer shows: its end releases the picture, kept only
 * if something else names it (the page's draft, when the variant was kept).
 */
export function namedByBlocks(db: Db, path: string): Promise<unknown[]>[] {
  const quoted = JSON.stringify(path);
  const inText = (text: SQL | PgColumn) => sql`strpos(${text}, ${quoted}) > 0`;
  const blocksOf = (json: PgColumn) => inText(sql`(${json}->>'blocks')`);
  const isPage = (column: PgColumn) => sql`${column} = ${pages.key}`;
  const { table, columns } = contentTable(pages);
  const one = { one: sql`1` };
  return [
    db.select(one).from(table).where(inText(columns.blocks!)).limit(1),
    db
      .select(one)
      .from(contentDrafts)
      .where(sql`${isPage(contentDrafts.contentKey)} AND ${blocksOf(contentDrafts.changes)}`)
      .limit(1),
    db
      .select(one)
      .from(contentVersions)
      .where(
        sql`${isPage(contentVersions.contentKey)} AND (${blocksOf(contentVersions.after)} OR ${blocksOf(contentVersions.before)})`,
      )
      .limit(1),
    db
      .select(one)
      .from(contentTrash)
      .where(
        sql`${isPage(contentTrash.contentKey)} AND (${blocksOf(contentTrash.record)} OR ${blocksOf(contentTrash.draft)})`,
      )
      .limit(1),
    db
      .select(one)
      .from(experiments)
      .where(
        and(eq(experiments.status, 'running'), sql`${experiments.variant}->>'image' = ${path}`),
      )
      .limit(1),
  ];
}
