import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCachedAnswerLog } from '../cache/cachedAnswerLog';
import { logLines } from './logLines';

const { lines, stream: sink } = logLines();
// Fastify's own logger (pino), as the server has it.
const logAt = (level: string) => Fastify({ logger: { level, stream: sink } }).log;
const flushed = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  lines.length = 0;
  // Only the clock and the period's timer: the sink's writes run on real ticks.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the log of answers repeated from the content cache', () => {
  it('logs one line per period at info, with how many answers and how many were 304', async () => {
    const answerLog = createCachedAnswerLog(logAt('info'), 60_000);
    answerLog.answered('id-1', 'POST', '/api/teacherHomePage/getall', 200, 2.5);
    answerLog.answered('id-2', 'POST', '/api/teacherHomePage/getall', 304, 2.5);
    answerLog.answered('id-3', 'GET', '/', 200, 2.5);
    await flushed();
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(60_000);
    await flushed();
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, answers: 3, notModified: 1, periodMs: 60_000 }),
    ]);
    // A period without answers says nothing.
    vi.advanceTimersByTime(60_000);
    answerLog.close();
    await flushed();
    expect(lines).toHaveLength(1);
  });

  it('logs what it counted when the server closes', async () => {
    const answerLog = createCachedAnswerLog(logAt('info'), 60_000);
    answerLog.answered('id-1', 'GET', '/', 200, 2.5);
    answerLog.close();
    await flushed();
    expect(lines).toEqual([expect.objectContaining({ answers: 1, notModified: 0 })]);
  });

  it('logs every answer with its request id and its time at debug', async () => {
    const answerLog = createCachedAnswerLog(logAt('debug'), 60_000);
    answerLog.answered('id-7', 'GET', '/privacy', 304, 2.5);
    await flushed();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        reqId: 'id-7',
        req: { method: 'GET', url: '/privacy' },
        res: { statusCode: 304 },
        responseTime: 2.5,
        msg: 'request completed from the content cache',
      }),
    ]);
    answerLog.close();
  });
});
