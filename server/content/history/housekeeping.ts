import { sql } from 'drizzle-orm';
import { contentDefinitions } from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import type { Db } from '../../db/database';
import { contentVersions } from '../../db/schema';
import type { Pictures } from '../pictures';
import { picturePaths } from '../pictures';
import { purgeTrash } from './trash';

/**
 * How long versions are kept. A record's newest version is kept however old (it is the record as
 * the site shows it), unless it is a delete: a record gone that long is gone.
 */
export const HISTORY_DAYS = 365;
const DAY_MS = 86_400_000;

const imagesOf = (key: string) =>
  contentDefinitions[key as ContentKey]?.imageNames ?? ([] as readonly string[]);

/** Deletes versions older than HISTORY_DAYS but each live record's newest; answers them. */
export async function pruneVersions(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const v = contentVersions;
  const result = await db.execute(sql`
    DELETE FROM ${v} AS old
    WHERE old.at < ${cutoff.toISOString()}
      AND (old.action = 'delete' OR EXISTS (
        SELECT 1 FROM ${v} AS newer
        WHERE newer.content_key = old.content_key AND newer.record_id = old.record_id
          AND (newer.at > old.at OR (newer.at = old.at AND newer.id > old.id))
      ))
    RETURNING old.content_key AS key, old.before AS before, old.after AS after`);
  return (result as unknown as { rows: { key: string; before: unknown; after: unknown }[] }).rows;
}

/**
 * The housekeeping of issue 37: trash older than TRASH_DAYS purged, versions older than
 * HISTORY_DAYS pruned (each record's newest kept), and the pictures they named released, so a
 * file goes once nothing names it; then every waiting picture candidate is checked.
 */
export async function keepContentHouse(db: Db, pictures: Pictures, now = new Date()) {
  const purged = await purgeTrash(db, now);
  const pruned = await pruneVersions(db, now);
  const paths = [
    ...purged.flatMap((row) => picturePaths(imagesOf(row.contentKey), row.record, row.draft)),
    ...pruned.flatMap((row) =>
      picturePaths(
        imagesOf(row.key),
        row.before as Record<string, unknown> | null,
        row.after as Record<string, unknown> | null,
      ),
    ),
  ];
  const released = await pictures.release(paths);
  const swept = await pictures.sweep(now);
  return { purged: purged.length, pruned: pruned.length, deleted: [...released, ...swept] };
}
