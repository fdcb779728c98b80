import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer } from './serverProcess';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A port some other program holds, as a new user's machine often has. */
async function takenPort(): Promise<{ port: number; release: () => void }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { port: (blocker.address() as AddressInfo).port, release: () => blocker.close() };
}

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('first admin', { timeout: 180_000 }, () => {
  it('a start that fails (port taken) spends no one-time password; the next start prints it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-first-admin-'));
    dirs.push(dataDir);
    // No ADMIN_PASSWORD: the password is generated and can only be learnt from the log.
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: '', HOST: '127.0.0.1' };
    const blocked = await takenPort();
    try {
      const failed = spawnServer({ ...env, PORT: String(blocked.port) });
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toMatch(/could not start/);
      expect(failed.output()).not.toMatch(/First admin created/);
    } finally {
      blocked.release();
    }

    const next = spawnServer(env);
    try {
      const url = await next.ready;
      // The banner is one write, but a pipe may deliver it in pieces.
      await expect.poll(() => next.output(), { timeout: 5000 }).toMatch(/password "[^"]+"/);
      const printed = /password "([^"]+)"/.exec(next.output());
      expect(printed?.[1]).toBeTruthy();
      const login = await fetch(`${url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: printed?.[1], macAddress: 'test' }),
      });
      expect(login.status).toBe(200);
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  });
});
