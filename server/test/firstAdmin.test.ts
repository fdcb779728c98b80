import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_FIRST } from '../auth/guard';
import { postTo } from './overHttp';
import { runCli, spawnServer } from './serverProcess';

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
  it('a start that fails (port taken) spends no one-time password; the next start prints it, and it works once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-first-admin-'));
    dirs.push(dataDir);
    // No ADMIN_PASSWORD: the password is generated and can only be learnt from the log.
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: '', HOST: '127.0.0.1' };
    const blocked = await takenPort();
    try {
      // A new user's machine: the server creates and migrates its database from nothing (the
      // other spawned servers start from the run's migrated copy, serverProcess.ts).
      const failed = spawnServer({ ...env, PORT: String(blocked.port) }, { freshDatabase: true });
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toMatch(/could not start/);
      expect(failed.output()).not.toMatch(/First admin created/);
    } finally {
      blocked.release();
    }

    const next = spawnServer(env, { freshDatabase: true });
    try {
      const url = await next.ready;
      // The banner is one write, but a pipe may deliver it in pieces.
      await expect.poll(() => next.output(), { timeout: 5000 }).toMatch(/password "[^"]+"/);
      const printed = /password "([^"]+)"/.exec(next.output());
      expect(printed?.[1]).toBeTruthy();
      // It works once: the first sign-in must choose a new password before anything else.
      expect(next.output()).toMatch(/works once: the first sign-in asks for a new/);
      const signIn = (password: string | undefined) =>
        postTo(url, '/api/admin/auth/login', { username: 'admin', password, macAddress: 'test' });
      const login = await signIn(printed?.[1]);
      expect(login.status).toBe(200);
      const { token, mustChangePassword } = (await login.json()) as {
        token: string;
        mustChangePassword: boolean;
      };
      expect(mustChangePassword).toBe(true);
      const users = await postTo(url, '/api/admin/users/getall', {}, token);
      expect(users.status).toBe(403);
      expect(((await users.json()) as { msg: string }).msg).toBe(PASSWORD_CHANGE_FIRST);
      const change = { currentPassword: printed?.[1], newPassword: 'violet kettle on a hill' };
      expect((await postTo(url, '/api/admin/account/password', change, token)).status).toBe(200);
      const again = await signIn('violet kettle on a hill');
      expect(((await again.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(
        false,
      );
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  });

  it('refuses to start with an ADMIN_PASSWORD that breaks the password rules, naming the rule', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-first-admin-'));
    dirs.push(dataDir);
    const refused = spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin-password-1' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      /ADMIN_PASSWORD is refused: The password must not contain your username\. \(ADMIN_USERNAME is "admin"/,
    );
    expect(refused.output()).not.toMatch(/running at|First admin created/);
  });

  it('npm run admin refuses an ADMIN_PASSWORD that contains the user it is for', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lms-first-admin-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bob.builder-2031' };
    const { code, output } = await runCli('admin', ['create', 'bob.builder'], env);
    expect(code).toBe(1);
    expect(output).toMatch(
      /ADMIN_PASSWORD is refused: The password must not contain your username/,
    );
  });
});
