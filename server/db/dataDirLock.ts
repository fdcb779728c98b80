import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds DATA_DIR; main.ts prints the message and exits. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release: () => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory silently lose data, so
 * the server holds DATA_DIR/server.lock (its pid) while it runs. A lock left by a dead process
 * (SIGKILL, power loss) is taken over; a lock held by a live process is refused.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' creates the file only if it does not exist: the atomic step of taking the lock.
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { path, release: () => releaseLock(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(path);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server (pid ${holder}). ` +
          'Stop that server first, or start this one with a different DATA_DIR. ' +
          `If no server is running, delete ${path}.`,
      );
    }
    // Stale (dead pid, our own pid from a previous life in a container, or unreadable): take over.
    try {
      unlinkSync(path);
    } catch {
      // Another starter removed it first; the next 'wx' attempt decides who wins.
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}; another server is starting.`);
}

function releaseLock(path: string): void {
  // Only remove the lock if it is still ours, so a late release never frees another server's lock.
  if (readPid(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
