import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { spawnServer } from './serverProcess';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a directory held by a live process and takes over a dead one', () => {
    const dir = tempDir();
    // The test runner's parent process is alive for sure.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // A pid far above any real one: the process is gone, so the lock is stale.
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('a second server on the same DATA_DIR refuses to start; the first keeps running', async () => {
    const dataDir = tempDir();
    const first = spawnServer({ DATA_DIR: dataDir });
    try {
      const url = await first.ready;
      const second = spawnServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(2);
      expect(second.output()).toMatch(/Refusing to start: DATA_DIR .* is in use by another server/);
      const home = await fetch(`${url}/api/teacherHomePage/getall`, { method: 'POST' });
      expect(home.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
    }
    // A clean shutdown releases the lock.
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});
