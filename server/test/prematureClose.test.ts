import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerErrorHandler } from '../http/errorHandler';
import { logLines } from './logLines';

// Issue 43 item 11: a client hanging up mid-answer (a stream pipeline's ERR_STREAM_PREMATURE_CLOSE
// reaching the error handler) is no server failure: logged at info, never at error.
it('logs a client that hung up mid-answer at info, not as a failed request', async () => {
  const { lines, stream } = logLines();
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app, 1024, 100);
  app.get('/export', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  await app.inject({ method: 'GET', url: '/export' });
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 30,
      msg: 'the client closed the connection before the answer',
    }),
  );
});
