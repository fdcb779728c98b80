import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { MediaFile } from './archive';
import { BadArchiveError } from './archive';

/** Names the server itself chooses (UUIDs, variant suffixes, sub-folders); nothing else is restored. */
const SAFE_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Every regular file under the media directory, skipping dot-entries (staging folders). */
export async function listMedia(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split(sep)
        .join('/'),
    )
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
}

export async function* readMedia(dir: string, names: string[]): AsyncGenerator<MediaFile> {
  for (const name of names) yield { name, bytes: await readFile(join(dir, ...name.split('/'))) };
}

/**
 * Restored files go to a staging folder first and move into place only after the database has
 * committed, so a failed restore leaves the media directory as it was.
 */
export async function stageMedia(dir: string) {
  const staging = join(dir, `.restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const staged: string[] = [];
  return {
    add: async (file: MediaFile) => {
      if (!SAFE_NAME.test(file.name))
        throw new BadArchiveError(`Refusing media file name ${JSON.stringify(file.name)}.`);
      const target = join(staging, ...file.name.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
      staged.push(file.name);
    },
    commit: async () => {
      for (const name of staged) {
        const target = join(dir, ...name.split('/'));
        await mkdir(dirname(target), { recursive: true });
        await rename(join(staging, ...name.split('/')), target);
      }
      await rm(staging, { recursive: true, force: true });
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}
