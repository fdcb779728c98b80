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

describe('request logs (server/http/requestLog.ts)', () => {
  const read = async () => {
    const id = `read-${Math.random()}`;
    await built.app.inject({
      method: 'POST',
      url: '/api/teacherHomePage/getall',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      payload: '{}',
    });
    return id;
  };
  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);
  const repeatedLines = () =>
    lines.filter((line) => line.msg === 'request completed from the content cache');

  it('logs one line per answer at info, when it completes, with the method and URL', async () => {
    lines.length = 0;
    const answer = await get({ 'x-request-id': 'one-line' });
    expect(answer.statusCode).toBe(404);
    expect(linesOf('one-line')).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/nothing-here' }),
        res: { statusCode: 404 },
      }),
    ]);
  });

  it('logs no line per answer repeated from the content cache at info, and one at debug', async () => {
    const served = () => built.cachedAnswers.served;
    lines.length = 0;
    // The first answer is the route's (logged), the later ones are repeated.
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await read());
    // The log line is written once the answer has gone, a moment after inject resolves.
    await new Promise((resolve) => setImmediate(resolve));
    expect(served()).toBeGreaterThanOrEqual(2);
    expect(linesOf(ids[0] ?? '')).toHaveLength(1);
    expect(linesOf(ids[2] ?? '')).toEqual([]);
    expect(repeatedLines()).toEqual([]);

    built.app.log.level = 'debug';
    try {
      const before = served();
      const id = await read();
      expect(served()).toBe(before + 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(repeatedLines().map((line) => line.reqId)).toEqual([id]);
    } finally {
      built.app.log.level = 'info';
    }
  });

  it('logs no line per counting beacon at info, as the health probes (the dashboard counts them)', async () => {
    lines.length = 0;
    const beacon = (page: string, id: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/analytics/beacon',
        headers: { 'content-type': 'text/plain', 'user-agent': PHONE, 'x-request-id': id },
        payload: JSON.stringify({ kind: 'pageview', page }),
      });
    expect((await beacon('/', 'beacon-counted')).statusCode).toBe(204);
    expect((await beacon('/no-such-page', 'beacon-refused')).statusCode).toBe(400);
    expect((await get({ 'x-request-id': 'beside-them' })).statusCode).toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(linesOf('beacon-counted')).toEqual([]);
    expect(linesOf('beacon-refused')).toEqual([]);
    expect(linesOf('beside-them')).toHaveLength(1);
  });
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
