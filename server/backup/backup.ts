import { Readable } from 'node:stream';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/database';
import { appliedMigrations, shippedMigrations } from '../db/migrationStatus';
import { UPLOADS_PREFIX } from '../media/mediaStore';
import type { ObjectStore } from '../media/objectStore';
import { archiveLines, BadArchiveError, readArchive } from './archive';
import type { Manifest } from './archive';
import { readMedia, stageMedia } from './mediaFiles';
import { countRows, readSnapshot, writeSnapshot } from './snapshot';
import type { TableRows } from './snapshot';

export interface BackupSource {
  db: Db;
  /** The media directory or bucket. */
  media: ObjectStore;
  database: Manifest['database'];
}

export interface BackupSummary {
  rows: number;
  files: number;
  /** Files the database points at that were not stored (already missing on the live site). */
  missing: string[];
}

const referencedMedia = (tables: TableRows[]) => {
  const pattern = new RegExp(`"${UPLOADS_PREFIX}/([^"\\\\]+)"`, 'g');
  const names = new Set<string>();
  for (const { rows } of tables)
    for (const row of rows) for (const match of row.matchAll(pattern)) names.add(match[1] ?? '');
  return names;
};

/**
 * Writes a consistent backup to `out` (and ends it): the database in one snapshot, then the
 * media. An edit that lands in between may delete a file the snapshot still points at; then the
 * snapshot is retaken. When `out` fails or closes early, or `signal` aborts, everything stops:
 * the streams are destroyed, no further file is read and the snapshot is let go.
 */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BackupSummary> {
  let tables: TableRows[] = [];
  let names: string[] = [];
  let missing: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    signal?.throwIfAborted();
    tables = await readSnapshot(source.db);
    names = await source.media.list();
    missing = [...referencedMedia(tables)].filter((name) => !names.includes(name));
    if (missing.length === 0) break;
  }
  const manifest = {
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(source.db),
    database: source.database,
  };
  signal?.throwIfAborted();
  const lines = archiveLines(manifest, tables, readMedia(source.media, names));
  // One line read ahead at most: a line may hold a whole media file.
  const reader = Readable.from(lines, { highWaterMark: 1 });
  await pipeline(reader, createGzip(), out, signal ? { signal } : {});
  return {
    rows: tables.reduce((sum, table) => sum + table.rows.length, 0),
    files: names.length,
    missing,
  };
}

export class NotEmptyError extends Error {
  override readonly name = 'NotEmptyError';
}

/**
 * Restores a backup: into an empty database and media store, or over existing ones when
 * `replace` is set (then media files the backup does not have are removed). All or nothing for
 * the database; media files move into place only after it committed.
 */
export async function restoreBackup(
  path: string,
  target: Omit<BackupSource, 'database'>,
  { replace }: { replace: boolean },
): Promise<Omit<BackupSummary, 'missing'>> {
  const existing = await target.media.list();
  if (!replace && ((await countRows(target.db)) > 0 || existing.length > 0)) {
    throw new NotEmptyError(
      'The target already holds data. Restore into an empty DATA_DIR or database, or add --force to replace it.',
    );
  }
  const staging = await stageMedia(target.media);
  const restored: string[] = [];
  try {
    const { manifest, tables } = await readArchive(path, async (file) => {
      await staging.add(file);
      restored.push(file.name);
    });
    if (manifest.migrations > shippedMigrations()) {
      throw new BadArchiveError(
        'The backup comes from a newer version of the product; upgrade before restoring it.',
      );
    }
    await writeSnapshot(target.db, tables);
    await staging.commit();
    const stale = existing.filter((name) => !restored.includes(name));
    for (const name of stale) await target.media.remove(name);
    return {
      rows: tables.reduce((sum, table) => sum + table.rows.length, 0),
      files: restored.length,
    };
  } finally {
    await staging.discard();
  }
}
