import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAWNED_ADMIN_PASSWORD } from './overHttp';
import { spawnServer } from './serverProcess';
import type { ServerProcess } from './serverProcess';

const dir = mkdtempSync(join(tmpdir(), 'lms-sign-in-flood-'));
const staticDir = join(dir, 'dist');
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  // The landing page's stylesheet and favicon: files read from disk (libuv's pool) per request.
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'assets', 'site-3f9a.css'), 'body{margin:0}\n'.repeat(4000));
  writeFileSync(join(staticDir, 'favicon.ico'), Buffer.alloc(4286, 1));
  // Behind nginx (TRUST_PROXY), so every attempt of the flood can come from an address of its
  // own, as from a botnet: neither the address limit nor the username limit can help, only the
  // hashing slots can.
  server = spawnServer({
    DATA_DIR: join(dir, 'data'),
    STATIC_DIR: staticDir,
    TRUST_PROXY: '127.0.0.1',
    // The real hashing cost (the suites' is a test cost, server/auth/password.ts): the flood is
    // about what a real hash costs the event loop.
    PASSWORD_HASH_COST: '',
  });
  url = await server.ready;
}, 120_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor's GET on a connection of its own (not behind the flood's); answers milliseconds. */
function timedGet(path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${url}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${path} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

interface FloodAnswer {
  status: number;
  retryAfter: string | null;
}

/** `total` sign-ins with made-up usernames, `atOnce` in flight, each from another address. */
async function flood(total: number, atOnce: number): Promise<FloodAnswer[]> {
  const answers: FloodAnswer[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const n = sent;
      const answer = await fetch(`${url}/api/admin/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${n >> 8}.${n & 255}.7`,
        },
        body: JSON.stringify({ username: `user-${n}`, password: `guess-${n}`, macAddress: 'x' }),
      });
      await answer.arrayBuffer();
      answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return answers;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? 0;

describe('a sign-in flood', { timeout: 180_000 }, () => {
  it('leaves static files and page views answering: 95% within half a second, 99% within one', async () => {
    // Warm up: the first answers compile code and open files.
    for (const path of ['/assets/site-3f9a.css', '/favicon.ico', '/']) await timedGet(path);

    let flooding = true;
    const attack = flood(300, 60).finally(() => (flooding = false));
    const visitor: Record<string, number[]> = { stylesheet: [], favicon: [], page: [] };
    while (flooding) {
      visitor.stylesheet?.push(await timedGet('/assets/site-3f9a.css'));
      visitor.favicon?.push(await timedGet('/favicon.ico'));
      visitor.page?.push(await timedGet('/'));
    }
    const answers = await attack;

    const all = Object.values(visitor).flat();
    const report = Object.entries(visitor).map(
      ([name, ms]) =>
        `${name}: p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
    );
    console.log(`visitor during the flood (${all.length} requests): ${report.join('; ')}`);
    expect(all.length).toBeGreaterThanOrEqual(9);
    // Percentiles, not the slowest one: a visitor starved by the hashing (libuv's pool full of
    // password checks) waits seconds on most requests, while one request in 1,500 can wait out a
    // busy machine's scheduling (a CI run beside the stories: p95 29 ms, one of 1,479 at 1,121 ms).
    expect(percentile(all, 95)).toBeLessThan(500);
    expect(percentile(all, 99)).toBeLessThan(1000);

    // The flood was answered, quickly where it had to be turned away, and never with a 5xx but 503.
    expect(answers).toHaveLength(300);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401, 503]));
    for (const answer of answers.filter((a) => a.status === 503))
      expect(answer.retryAfter).toBe('2');

    // And the real admin, from an address of their own, signs in once it has passed.
    const admin = await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: JSON.stringify({
        username: 'admin',
        password: SPAWNED_ADMIN_PASSWORD,
        macAddress: 'x',
      }),
    });
    expect(admin.status).toBe(200);
  });
});
