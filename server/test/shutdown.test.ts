import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import { createLeads } from './leadLoad';
import type { LeadLoad } from './leadLoad';
import { NO_DEMO_CONTENT, seedMigratedDatabase, spawnServer } from './serverProcess';
import { startTestApp } from './testApp';

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('shutdown', { timeout: 180_000 }, () => {
  it('readyz turns 503 as soon as closing starts', async () => {
    const server = await startTestApp();
    const closed = server.app.close();
    const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
    await closed;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ checks: { accepting: 'failing' } });
  });
});

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-shutdown-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('graceful shutdown of the real server', { timeout: 180_000 }, () => {
  it('a client that never finishes its request does not hold shutdown past the grace period', async () => {
    const server = spawnServer({
      DATA_DIR: tempDir(),
      SHUTDOWN_GRACE_SECONDS: '1',
      ...NO_DEMO_CONTENT,
    });
    const { port } = new URL(await server.ready);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers announce 1,000 bytes of body; only one byte ever comes.
    socket.write(
      'POST /api/leads/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(8000);
    socket.destroy();
  });

  it('SIGTERM mid-load: no 5xx, and every lead answered 200 is there after the restart', async () => {
    const env = { DATA_DIR: tempDir(), LEAD_RATE_LIMIT: '1000000', ...NO_DEMO_CONTENT };
    const first = spawnServer(env);
    const url = await first.ready;
    const load: LeadLoad = { acknowledged: [], statuses: [] };
    let stopped = false;
    const writers = createLeads(url, () => stopped, load);
    while (load.acknowledged.length < 100) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    stopped = true;
    await writers;
    expect(load.statuses.filter((status) => status >= 500)).toEqual([]);

    const second = spawnServer(env);
    await second.ready;
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') });
    try {
      const stored = new Set((await listLeads(database.db)).map((row) => row.id));
      expect(load.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('npm start', { timeout: 180_000 }, () => {
  it('stops the server when npm is sent SIGTERM (no orphan left serving and holding DATA_DIR)', async () => {
    const dataDir = tempDir();
    seedMigratedDatabase(dataDir);
    // A built app stands in for dist/, so start does not build.
    const staticDir = join(tempDir(), 'dist');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>LMS</title>');
    // The compiled server in a directory of its own (a copy of this run's build): `npm start`
    // rebuilds dist-server/ when the sources changed, and `npm run test:e2e`, running beside
    // this suite in `npm test`, writes dist-server/ with its build.
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const serverBuild = mkdtempSync(join(root, 'node_modules', '.cache', 'lms-start-'));
    dirs.push(serverBuild);
    cpSync(process.env.SERVER_TEST_BUILD ?? '', serverBuild, { recursive: true });
    const npm = process.env.npm_execpath;
    const command = npm ? process.execPath : 'npm';
    const child = spawn(command, [...(npm ? [npm] : []), 'start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        SERVER_BUILD_DIR: serverBuild,
        LOG_LEVEL: 'warn',
        ...NO_DEMO_CONTENT,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toMatch(/running at http/);
    const url = /running at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1] ?? '';
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    await expect
      .poll(() => existsSync(join(dataDir, 'server.lock')), { timeout: 15_000, interval: 200 })
      .toBe(false);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
