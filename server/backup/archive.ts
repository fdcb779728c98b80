import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { TableRows } from './snapshot';

/**
 * A backup is one gzip file of JSON lines: a manifest, the rows of every table, every media file
 * (base64, with its SHA-256), and an end line with the counts. `zcat` shows what is inside; a
 * file cut short has no end line and is refused.
 */
export const FORMAT = 'lms-backup';
export const FORMAT_VERSION = 1;
const ROWS_PER_LINE = 1000;

export interface Manifest {
  kind: 'manifest';
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied to the database the backup came from. */
  migrations: number;
  database: 'pglite' | 'postgres';
}
type RowsLine = { kind: 'rows'; table: string; rows: string[] };
type FileLine = { kind: 'file'; name: string; sha256: string; data: string };
type EndLine = { kind: 'end'; tables: number; rows: number; files: number };
type Line = Manifest | RowsLine | FileLine | EndLine;

export interface MediaFile {
  /** Its name in the media store (directory or bucket), with forward slashes. */
  name: string;
  bytes: Buffer;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const line = (value: Line) => `${JSON.stringify(value)}\n`;

/**
 * The lines of a whole backup, made one at a time as the stream they feed asks for more: a big
 * media library stays out of memory, and when the reader goes away the stream pipeline ends
 * this generator, so no further file is read.
 */
export async function* archiveLines(
  manifest: Omit<Manifest, 'kind' | 'format' | 'version'>,
  tables: TableRows[],
  files: AsyncIterable<MediaFile>,
): AsyncGenerator<string> {
  yield line({ kind: 'manifest', format: FORMAT, version: FORMAT_VERSION, ...manifest });
  let rows = 0;
  for (const { table, rows: all } of tables) {
    for (let start = 0; start < all.length; start += ROWS_PER_LINE) {
      yield line({ kind: 'rows', table, rows: all.slice(start, start + ROWS_PER_LINE) });
    }
    rows += all.length;
  }
  let count = 0;
  for await (const file of files) {
    yield line({
      kind: 'file',
      name: file.name,
      sha256: sha256(file.bytes),
      data: file.bytes.toString('base64'),
    });
    count += 1;
  }
  yield line({ kind: 'end', tables: tables.length, rows, files: count });
}

export class BadArchiveError extends Error {
  override readonly name = 'BadArchiveError';
}

export interface ReadArchive {
  manifest: Manifest;
  tables: TableRows[];
}

/**
 * Reads and checks a backup: manifest first, every file's checksum, the end line's counts. Files
 * are handed to `onFile` as they come (the caller stages them), rows are collected.
 */
export async function readArchive(
  path: string,
  onFile: (file: MediaFile) => Promise<void>,
): Promise<ReadArchive> {
  const lines = createInterface({
    input: createReadStream(path).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let manifest: Manifest | null = null;
  const tables = new Map<string, string[]>();
  let files = 0;
  let end: EndLine | null = null;
  try {
    for await (const text of lines) {
      if (end) throw new BadArchiveError('There is data after the end of the backup.');
      const line = JSON.parse(text) as Line;
      if (!manifest) {
        if (line.kind !== 'manifest' || line.format !== FORMAT)
          throw new BadArchiveError('This is not a backup of this product.');
        if (line.version > FORMAT_VERSION)
          throw new BadArchiveError('The backup was written by a newer version; upgrade first.');
        manifest = line;
      } else if (line.kind === 'rows') {
        const list = tables.get(line.table) ?? [];
        for (const row of line.rows) list.push(row);
        tables.set(line.table, list);
      } else if (line.kind === 'file') {
        const bytes = Buffer.from(line.data, 'base64');
        if (sha256(bytes) !== line.sha256)
          throw new BadArchiveError(`Media file ${line.name} is damaged.`);
        await onFile({ name: line.name, bytes });
        files += 1;
      } else if (line.kind === 'end') {
        end = line;
      }
    }
  } catch (error) {
    if (error instanceof BadArchiveError) throw error;
    throw new BadArchiveError(
      `The backup cannot be read (${error instanceof Error ? error.message : 'unknown error'}).`,
    );
  }
  const rows = [...tables.values()].reduce((sum, list) => sum + list.length, 0);
  if (!manifest || !end)
    throw new BadArchiveError('The backup is incomplete (no end marker): it was cut short.');
  if (end.rows !== rows || end.files !== files)
    throw new BadArchiveError('The backup is incomplete: counts do not match.');
  return { manifest, tables: [...tables].map(([table, list]) => ({ table, rows: list })) };
}
