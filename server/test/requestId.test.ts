import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { BuiltApp } from '../app';
import { logLines } from './logLines';
import { testConfig } from './testApp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { lines, stream: sink } = logLines();
let built: BuiltApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lms-request-id-'));
  built = await buildApp({ config: testConfig(dir), logger: { level: 'info', stream: sink } });
});
afterAll(async () => {
  await built.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
const loggedIds = () => new Set(lines.map((line) => line.reqId).filter(Boolean));

describe('request ids in logs and answers', () => {
  it('takes the reverse proxy id, answers it and logs every line of the request with it', async () => {
    lines.length = 0;
    const answer = await get({ 'x-request-id': 'proxy-7f3a.21' });
    expect(answer.headers['x-request-id']).toBe('proxy-7f3a.21');
    expect(lines.length).toBeGreaterThan(0);
    expect(loggedIds()).toEqual(new Set(['proxy-7f3a.21']));
  });

  it('makes a fresh id when none was sent, a different one per request', async () => {
    const first = (await get()).headers['x-request-id'];
    const second = (await get()).headers['x-request-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('replaces an id that could forge log lines or is oversized', async () => {
    for (const hostile of ['a"b\\n{"level":60}', 'x'.repeat(129), 'id with spaces']) {
      lines.length = 0;
      const answer = await get({ 'x-request-id': hostile });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect([...loggedIds()].join()).not.toContain(hostile);
    }
  });
});

describe('request logs of answers the fast lane repeats (server/cache/laneLog.ts)', () => {
  const read = async (origin: string) => {
    const answer = await fetch(`${origin}/api/teacherHomePage/getall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `read-${Math.random()}` },
      body: '{}',
    });
    await answer.arrayBuffer();
    return String(answer.headers.get('x-request-id'));
  };
  const laneLines = () =>
    lines.filter((line) => line.msg === 'request completed from the fast lane');

  it('logs no line per repeated answer at info, and one with its request id at debug', async () => {
    const origin = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const served = () => built.fastLane.served;
    lines.length = 0;
    // The first answer teaches the lane the URL, the second is recorded, the later ones repeated.
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await read(origin));
    expect(served()).toBeGreaterThanOrEqual(2);
    expect(laneLines()).toEqual([]);
    // Fastify still logs what it answered itself.
    expect(loggedIds()).toContain(ids[0]);

    built.app.log.level = 'debug';
    try {
      const before = served();
      const id = await read(origin);
      expect(served()).toBe(before + 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(laneLines().map((line) => line.reqId)).toEqual([id]);
    } finally {
      built.app.log.level = 'info';
    }
  });
});
