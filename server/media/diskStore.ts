import { constants, createReadStream, mkdirSync } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { checkObjectName, isListed } from './objectStore';
import type { ObjectStore } from './objectStore';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media in a directory on the local disk (MEDIA_DIR, by default DATA_DIR/uploads). */
export function createDiskStore(dir: string): ObjectStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => join(dir, ...checkObjectName(name).split('/'));

  /** Removes folders left empty below the media directory (a finished restore's staging area). */
  const prune = async (path: string) => {
    for (let folder = dirname(path); folder.startsWith(dir + sep); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
    }
  };

  const list = async (prefix = '') => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(dir.length + 1)
          .split(sep)
          .join('/'),
      )
      .filter((name) => (prefix ? name.startsWith(prefix) : isListed(name)))
      .sort();
  };

  return {
    description: `directory ${dir}`,
    put: async (name, source) => {
      const target = pathOf(name);
      await mkdir(dirname(target), { recursive: true });
      // Exclusive: a name is never reused, so an existing file means a bug, not an update.
      if (Buffer.isBuffer(source)) await writeFile(target, source, { flag: 'wx' });
      else await copyFile(source.file, target, constants.COPYFILE_EXCL);
    },
    get: async (name) => {
      const path = pathOf(name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path),
          length: info.size,
          // Like @fastify/static's: size and modification time identify a file that never changes.
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    read: (name) => readFile(pathOf(name)),
    remove: async (name) => {
      const path = pathOf(name);
      await rm(path, { force: true });
      await prune(path);
    },
    list,
    move: async (from, to) => {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
      await prune(pathOf(from));
    },
    probe: () => access(dir, constants.W_OK),
    close: () => undefined,
  };
}
