import { eq, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contentDefinitionList } from '@/sdk/content';
import type { Db } from '../db/database';
import { contentDrafts, contentTrash, contentVersions, pictureCandidates } from '../db/schema';
import type { MediaStore } from '../media/mediaStore';
import { blockPicturePaths, namedByBlocks } from './blockPictures';
import { contentTable } from './tables';

// Picture lifetime (issue 37, docs/drafts.md): a stored picture is deleted only when no
// published record, draft, version or trash item names it. Whatever may have dropped a reference
// (an update replaced a picture, a draft was discarded, the trash purged, old versions pruned)
// hands the paths to `release`; they are checked at once and the unreferenced ones deleted. A
// crash between the two leaves a candidate row, which the housekeeping job sweeps later.

const withImages = contentDefinitionList.filter((definition) => definition.imageNames.length > 0);

/** `json->>'field' = path` for every image field of the declaration, OR'ed. */
const jsonNames = (json: PgColumn, images: readonly string[], path: string): SQL[] =>
  images.map((image) => sql`${json}->>${image} = ${path}`);

/**
 * Whether any published record, draft, version or trash item names `path`, or a block's picture
 * in them or in a running experiment's variant does (./blockPictures.ts).
 */
export async function isReferenced(db: Db, path: string): Promise<boolean> {
  const checks: Promise<unknown[]>[] = [];
  const draftClauses: SQL[] = [];
  const versionClauses: SQL[] = [];
  const trashClauses: SQL[] = [];
  for (const definition of withImages) {
    const { table, columns } = contentTable(definition);
    const images = definition.imageNames;
    const published = or(...images.map((image) => eq(columns[image]!, path)));
    checks.push(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(published)
        .limit(1),
    );
    const keyIs = (column: PgColumn) => sql`${column} = ${definition.key}`;
    draftClauses.push(
      sql`(${keyIs(contentDrafts.contentKey)} AND (${or(...jsonNames(contentDrafts.changes, images, path))}))`,
    );
    versionClauses.push(
      sql`(${keyIs(contentVersions.contentKey)} AND (${or(
        ...jsonNames(contentVersions.after, images, path),
        ...jsonNames(contentVersions.before, images, path),
      )}))`,
    );
    trashClauses.push(
      sql`(${keyIs(contentTrash.contentKey)} AND (${or(
        ...jsonNames(contentTrash.record, images, path),
        ...jsonNames(contentTrash.draft, images, path),
      )}))`,
    );
  }
  if (withImages.length > 0) {
    checks.push(
      db
        .select({ one: sql`1` })
        .from(contentDrafts)
        .where(or(...draftClauses))
        .limit(1),
    );
    checks.push(
      db
        .select({ one: sql`1` })
        .from(contentVersions)
        .where(or(...versionClauses))
        .limit(1),
    );
    checks.push(
      db
        .select({ one: sql`1` })
        .from(contentTrash)
        .where(or(...trashClauses))
        .limit(1),
    );
  }
  checks.push(...namedByBlocks(db, path));
  const found = await Promise.all(checks);
  return found.some((rows) => rows.length > 0);
}

export interface Pictures {
  /** Paths that may have lost their last reference: deleted now unless something names them. */
  release: (paths: ReadonlyArray<string | null | undefined>) => Promise<string[]>;
  /**
   * Checks every waiting candidate (the housekeeping job); answers the paths deleted. A block's
   * picture uploaded but not saved yet waits until its `since` (./blockImages.ts).
   */
  sweep: (now?: Date) => Promise<string[]>;
}

const stored = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('uploads/');

export function pictures(db: Db, media: MediaStore): Pictures {
  /** Checks candidates; drops each from the list, and its file when nothing names it. */
  async function check(paths: readonly string[]): Promise<string[]> {
    const deleted: string[] = [];
    for (const path of paths) {
      const unreferenced = !(await isReferenced(db, path));
      await db.delete(pictureCandidates).where(eq(pictureCandidates.path, path));
      if (unreferenced) {
        await media.remove(path);
        deleted.push(path);
      }
    }
    return deleted;
  }

  return {
    async release(paths) {
      const candidates = [...new Set(paths.filter(stored))];
      if (candidates.length === 0) return [];
      await db
        .insert(pictureCandidates)
        .values(candidates.map((path) => ({ path })))
        .onConflictDoNothing();
      return check(candidates);
    },
    async sweep(now = new Date()) {
      const rows = await db
        .select({ path: pictureCandidates.path })
        .from(pictureCandidates)
        .where(lte(pictureCandidates.since, now));
      return check(rows.map((row) => row.path));
    },
  };
}

/**
 * The stored paths among some records' image fields and their blocks' pictures (a page's: see
 * ./blockPictures.ts), what a removal may release.
 */
export function picturePaths(
  images: readonly string[],
  ...records: ReadonlyArray<Record<string, unknown> | null | undefined>
): string[] {
  return records.flatMap((record) => [
    ...images.map((image) => record?.[image]).filter((value): value is string => stored(value)),
    ...blockPicturePaths(record),
  ]);
}
