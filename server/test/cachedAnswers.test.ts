import { Agent, request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { demoHome } from '../demo/demoCopy';
import { call } from './requests';
import { seededServer } from './seededServer';
import { startTestApp } from './testApp';

// Early answers live inside Fastify's lifecycle (server/cache/cachedAnswers.ts), so app.inject
// reaches them like any client.
const seeded = seededServer();
const served = () => seeded.server.cachedAnswers.served;

interface Read {
  body?: string;
  headers?: Record<string, string>;
}

async function read(path: string, { body, headers = {} }: Read = {}) {
  const answer = await seeded.server.app.inject({
    method: 'POST',
    url: path,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: body,
  });
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

/** Reads until the answer comes early (the first is the route's, and teaches the question). */
async function early(path: string, request: Read = {}) {
  const byRoute = await read(path, request);
  const before = served();
  const repeated = await read(path, request);
  expect(served()).toBe(before + 1);
  return { byRoute, repeated };
}

const withoutPerRequest = ({ date: _d, 'x-request-id': _id, ...rest }: Record<string, unknown>) =>
  rest;
const bannerTitle = (body: Buffer) =>
  (JSON.parse(body.toString()) as { data: Array<{ bannerTitle: string }> }).data[0]?.bannerTitle;

describe('early answers from the content cache', () => {
  it('repeats a read with the status, headers and bytes the route sent, with a new request id', async () => {
    const { byRoute, repeated } = await early('/api/teacherHomePage/getall', { body: '{}' });
    expect(repeated.status).toBe(200);
    expect(repeated.body.equals(byRoute.body)).toBe(true);
    expect(withoutPerRequest(repeated.headers)).toEqual(withoutPerRequest(byRoute.headers));
    expect(repeated.headers['x-request-id']).not.toBe(byRoute.headers['x-request-id']);
  });

  it('answers every shape a client sends: no body (the sdk), {} with or without spaces, a filter', async () => {
    const none = await early('/api/clientSection/getall');
    // No body and `{}` both mean "no filter" to the route, but they are asked apart (the key is
    // the parsed body); `{ }` and `{}` parse alike, so they are one question.
    const empty = await early('/api/clientSection/getall', { body: '{ }' });
    const before = served();
    const compact = await read('/api/clientSection/getall', { body: '{}' });
    expect(served()).toBe(before + 1);
    expect(compact.body.equals(empty.repeated.body)).toBe(true);
    expect(none.repeated.body.equals(empty.repeated.body)).toBe(true);
    const filtered = await early('/api/clientSection/getall', { body: '{"_id":"no-such-client"}' });
    expect(JSON.parse(filtered.repeated.body.toString()).data).toEqual([]);
    expect(JSON.parse(none.repeated.body.toString()).data.length).toBeGreaterThan(0);
  });

  it('sends brotli, gzip or identity as each client accepts, and 304 to one holding the tag', async () => {
    const { repeated } = await early('/api/teacherHomePage/getall');
    const br = await read('/api/teacherHomePage/getall', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(repeated.body)).toBe(true);
    const gzip = await read('/api/teacherHomePage/getall', {
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(repeated.body)).toBe(true);
    const before = served();
    const unchanged = await read('/api/teacherHomePage/getall', {
      headers: { 'if-none-match': String(repeated.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(served()).toBe(before + 1);
  });

  it('never repeats an answer past a content write', async () => {
    await early('/api/teacherHomePage/getall');
    const edit = await call(seeded.server.app, '/api/teacherHomePage/update', {
      token: seeded.token,
      json: { ...demoHome, homeSettingId: 'home-1', bannerTitle: 'Edited while it was cached' },
    });
    expect(edit.status).toBe(200);
    const after = await read('/api/teacherHomePage/getall');
    expect(bannerTitle(after.body)).toBe('Edited while it was cached');
  });

  it('leaves bad input to the route: a read sent as text or broken JSON is refused', async () => {
    await early('/api/clientSection/getall', { body: '{}' });
    const asText = await read('/api/clientSection/getall', {
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBeGreaterThanOrEqual(400);
    const broken = await read('/api/clientSection/getall', { body: '{"_id":' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body.toString())).toMatchObject({ success: false });
  });

  it('leaves admins to the route: they see inactive items visitors never get', async () => {
    await early('/api/clientSection/getall');
    const before = served();
    const admin = await read('/api/clientSection/getall', {
      headers: { [ADMIN_TOKEN_HEADER]: seeded.token },
    });
    expect(served()).toBe(before);
    expect(admin.body.toString()).toContain('client-2');
    // Nor is an admin's answer kept for visitors.
    const visitor = await early('/api/clientSection/getall');
    expect(visitor.repeated.body.toString()).not.toContain('client-2');
  });

  it('stops repeating an answer after a second, even with no write', async () => {
    await early('/api/courseSectionContent/getall');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = served();
    const later = await read('/api/courseSectionContent/getall');
    expect(later.status).toBe(200);
    expect(served()).toBe(before);
  });
});

describe('early answers go through every hook of the server', () => {
  it('carries what a hook added after the routes adds, and Connection: close while shutting down', async () => {
    const server = await startTestApp();
    // One kept-alive connection, as a browser or a proxy keeps it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let origin = '';
    const ask = () =>
      new Promise<IncomingMessage>((done, fail) => {
        request(`${origin}/api/teacherHomePage/getall`, { method: 'POST', agent }, (answer) => {
          answer.resume().on('end', () => done(answer));
        })
          .on('error', fail)
          .end();
      });
    let whileClosing: IncomingMessage | undefined;
    try {
      server.app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('x-added-later', 'yes');
        return payload;
      });
      // Shutdown has begun (no new connections are wanted) but the listener is still open.
      server.app.addHook('preClose', async () => {
        whileClosing = await ask();
      });
      origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
      await ask();
      const before = server.cachedAnswers.served;
      const repeated = await ask();
      expect(server.cachedAnswers.served).toBe(before + 1);
      expect(repeated.headers['x-added-later']).toBe('yes');
      expect(repeated.headers.connection).toBe('keep-alive');

      await server.app.close();
      expect(server.cachedAnswers.served).toBe(before + 2);
      expect(whileClosing?.statusCode).toBe(200);
      expect(whileClosing?.headers.connection).toBe('close');
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
