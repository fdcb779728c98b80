import { randomUUID } from 'node:crypto';
import { PUBLIC_NAME } from '../media/objectStore';
import type { ObjectStore } from '../media/objectStore';
import type { MediaFile } from './archive';
import { BadArchiveError } from './archive';

export async function* readMedia(store: ObjectStore, names: string[]): AsyncGenerator<MediaFile> {
  for (const name of names) yield { name, bytes: await store.read(name) };
}

/**
 * Restored files are staged in the store first (a dot-folder, which listings skip) and move into
 * place only after the database has committed, so a failed restore leaves the media as they were.
 * On the disk a move is a rename; in a bucket a copy and a delete, without leaving the service.
 */
export async function stageMedia(store: ObjectStore) {
  const staging = `.restoring-${process.pid}-${randomUUID().slice(0, 8)}/`;
  const staged: string[] = [];
  return {
    add: async (file: MediaFile) => {
      // Only names the server itself chooses are restored; nothing in a backup picks a path.
      if (!PUBLIC_NAME.test(file.name))
        throw new BadArchiveError(`Refusing media file name ${JSON.stringify(file.name)}.`);
      await store.put(staging + file.name, file.bytes);
      staged.push(file.name);
    },
    commit: async () => {
      // A name still there (restore --force) is overwritten: the backup's bytes win.
      for (const name of staged) await store.move(staging + name, name);
    },
    discard: async () => {
      for (const name of await store.list(staging)) await store.remove(name);
    },
  };
}
