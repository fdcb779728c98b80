import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds DATA_DIR; main.ts prints the message and exits. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release: () => void;
}

const LOCK = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder's entry is `<pid>-<random>`: unique, so removing a stale one can hit no other. */
const pidOf = (entry: string) => {
  const pid = Number.parseInt(entry, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};
/** Stale: no such process, or our own pid from an earlier life (a container's pid 1). */
const isStale = (pid: number | null) => pid === null || pid === process.pid || !isAlive(pid);

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * PGlite does not lock its directory and two processes on one directory silently lose data, so
 * the server holds DATA_DIR/server.lock while it runs: a directory with one entry naming the
 * holder (`<pid>-<random>`). A lock left by a dead process (SIGKILL, power loss) is taken over; a
 * lock held by a live process is refused.
 *
 * Why this is atomic, even when several starters race over a stale lock: a lock directory only
 * ever appears already holding its entry (it is filled under a private name, then renamed into
 * place), and rename() onto a directory that is not empty fails. A stale holder's entry is removed
 * by its exact unique name, so a starter that judged an old holder dead can never remove a newer
 * holder's entry; once the entry is gone, the first rename wins and every later one fails.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK);
  const entry = `${process.pid}-${randomUUID()}`;
  const staged = join(dataDir, `.${LOCK}-${entry}`);
  mkdirSync(staged);
  writeFileSync(join(staged, entry), `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        renameSync(staged, path);
        removeStagedByTheDead(dataDir);
        return { path, release: () => releaseLock(path, entry) };
      } catch (error) {
        const reason = code(error);
        if (reason === 'ENOTDIR') removeStaleLockFile(dataDir, path);
        else if (reason === 'ENOTEMPTY' || reason === 'EEXIST') removeStaleHolder(dataDir, path);
        else throw error;
      }
    }
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${path}; another server is starting.`);
}

function refuse(dataDir: string, path: string, pid: number): never {
  throw new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by another server (pid ${pid}). ` +
      'Stop that server first, or start this one with a different DATA_DIR. ' +
      `If no server is running, delete ${path} (rm -r).`,
  );
}

function removeStaleHolder(dataDir: string, path: string): void {
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch {
    return; // Released meanwhile: try again.
  }
  for (const holder of entries) {
    const pid = pidOf(holder);
    if (!isStale(pid)) refuse(dataDir, path, pid ?? 0);
    // ENOENT: another starter removed it first. The next rename decides who wins.
    rmSync(join(path, holder), { force: true, recursive: true });
  }
}

/** Versions before this one wrote server.lock as a file holding the pid. */
function removeStaleLockFile(dataDir: string, path: string): void {
  let pid: number | null = null;
  try {
    pid = pidOf(readFileSync(path, 'utf8').trim());
  } catch {
    return; // Gone (or now a directory): try again.
  }
  if (!isStale(pid)) refuse(dataDir, path, pid ?? 0);
  try {
    // unlink() never removes a directory, so this cannot remove a lock taken meanwhile.
    unlinkSync(path);
  } catch {
    // Another starter removed it first.
  }
}

/** A starter killed half-way leaves its staged directory behind; nobody else would remove it. */
function removeStagedByTheDead(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(`.${LOCK}-`) && isStale(pidOf(name.slice(LOCK.length + 2))))
      rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

function releaseLock(path: string, entry: string): void {
  // Our entry only: a late release never frees another server's lock.
  rmSync(join(path, entry), { force: true });
  try {
    rmdirSync(path);
  } catch {
    // Not empty (another server took it the moment ours was gone) or already removed.
  }
}
