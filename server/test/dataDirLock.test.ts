import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { NO_DEMO_CONTENT, spawnServer } from './serverProcess';

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

  // Spawns two real servers one after the other: a busy shared CI machine needs more than the
  // default minute (it timed out at 60 s under load, as scaleOutMedia.test.ts once did).
  it(
    'a second server on the same DATA_DIR refuses to start; the first keeps running',
    {
      timeout: 180_000,
    },
    async () => {
      const dataDir = tempDir();
      const first = spawnServer({ DATA_DIR: dataDir, ...NO_DEMO_CONTENT });
      try {
        const url = await first.ready;
        const second = spawnServer({ DATA_DIR: dataDir });
        expect(await second.exited).toBe(2);
        expect(second.output()).toMatch(
          /Refusing to start: DATA_DIR .* is in use by another server/,
        );
        const home = await fetch(`${url}/api/teacherHomePage/getall`, { method: 'POST' });
        expect(home.status).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
      }
      // A clean shutdown releases the lock.
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    },
  );
});

/**
 * A process that tries to take DATA_DIR's lock each time it is told to ("go" on stdin) and says
 * whether it got it. A winner keeps the lock until it is killed, which leaves a stale lock.
 */
function starter(dataDir: string) {
  const module = new URL('../db/dataDirLock.ts', import.meta.url).href;
  const script = [
    `const { lockDataDir } = await import(${JSON.stringify(module)});`,
    `process.stdin.on('data', () => {`,
    `  try { lockDataDir(${JSON.stringify(dataDir)}); process.stdout.write('locked\\n'); }`,
    `  catch (error) { process.stdout.write('refused ' + error.message + '\\n'); }`,
    `});`,
    `process.stdout.write('ready\\n');`,
  ].join('\n');
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value ?? 'exited');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, next, exited };
}
type Starter = ReturnType<typeof starter>;

describe('DATA_DIR lock taken over by several starters at once', { timeout: 120_000 }, () => {
  it('exactly one of the processes racing over a stale lock gets it, round after round', async () => {
    const dataDir = tempDir();
    // Round one: a lock file left by a process that is gone (as older versions wrote it).
    writeFileSync(join(dataDir, 'server.lock'), '999999999\n');
    const spawnReady = async () => {
      const one = starter(dataDir);
      expect(await one.next()).toBe('ready');
      return one;
    };
    let starters: Starter[] = await Promise.all(Array.from({ length: 6 }, spawnReady));
    const winners: number[] = [];
    try {
      for (let round = 0; round < 12; round += 1) {
        for (const one of starters) one.child.stdin?.write('go\n');
        const answers = await Promise.all(starters.map((one) => one.next()));
        winners.push(answers.filter((answer) => answer === 'locked').length);
        for (const answer of answers.filter((one) => one !== 'locked')) {
          expect(answer).toMatch(/^refused DATA_DIR .* is in use by another server \(pid \d+\)/);
        }
        // Winners die without releasing: the next round races over their stale lock.
        const [won, lost] = [
          starters.filter((_, n) => answers[n] === 'locked'),
          starters.filter((_, n) => answers[n] !== 'locked'),
        ];
        for (const one of won) one.child.kill('SIGKILL');
        await Promise.all(won.map((one) => one.exited));
        starters = [...lost, ...(await Promise.all(won.map(spawnReady)))];
      }
    } finally {
      for (const one of starters) one.child.kill('SIGKILL');
    }
    expect(winners).toEqual(Array.from({ length: 12 }, () => 1));
  });
});
