import { fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PostgreSQL settings that make a commit wait for its WAL to reach the disk. PGlite's defaults
 * start PostgreSQL with `-F` (fsync off), and even with fsync on, the WebAssembly build's
 * `fdatasync` is an empty function; `fsync` reaches the file system's `fsync` stream operation,
 * which DurableNodeFS supplies. So: no `-F`, and the WAL synced with fsync.
 */
export const DURABLE_SETTINGS = [
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
] as const;

/** Flushes one open file to the disk; fs.fsyncSync, or a recording stand-in in a test. */
export type FileSync = (fd: number) => void;

/** The few parts of Emscripten's NODEFS this needs (its published type names none of them). */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation: <T>(operation: () => T) => T;
}

/**
 * PGlite's Node file system with the one stream operation Emscripten's NODEFS lacks: `fsync`,
 * which reaches the kernel's fsync(2). Without it a commit's WAL sat in the page cache, and a
 * power cut could lose leads that had been answered as stored. PostgreSQL syncs the WAL at each
 * commit (DURABLE_SETTINGS), so a group commit of the lead writer costs one fsync.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: FileSync = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const sync = this.sync;
    const withFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsInternals;
      // Every file node shares this one object, so every open file gets the operation. An I/O
      // error becomes an errno for PostgreSQL, which then refuses the commit (it never pretends).
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => sync(stream.nfd));
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), withFsync],
      },
    };
  }
}

async function syncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes every file and directory of a tree, and the directory holding it, to the disk. A new
 * data directory is written by initdb in a child process without syncs; this makes it durable
 * before the server writes into it (about 0.3 s for the 1,000 files of a new cluster, in parallel).
 */
export async function syncTree(root: string): Promise<void> {
  const visit = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return visit(path);
        return entry.isFile() ? syncPath(path) : undefined;
      }),
    );
    await syncPath(dir);
  };
  await visit(root);
  await syncPath(dirname(root));
}
