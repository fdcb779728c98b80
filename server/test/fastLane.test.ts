import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { demoHome } from '../demo/demoCopy';
import { call } from './requests';
import { seededServer } from './seededServer';

// The fast lane sits in front of Fastify on the HTTP server (app.inject never reaches it), so
// these tests talk HTTP to a listening server.
const seeded = seededServer();
let origin = '';
beforeAll(async () => {
  origin = await seeded.server.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(path: string, body = '{}', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const served = () => seeded.server.fastLane.served;
/** Reads until the lane answers (the first answer teaches it the URL, the second records). */
async function fromLane(path: string, body = '{}', headers: Record<string, string> = {}) {
  let fastify: Answer | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = served();
    const answer = await send(path, body, headers);
    if (served() > before) return { lane: answer, fastify };
    fastify = answer;
  }
  throw new Error(`the lane never answered ${path}`);
}
const withoutPerRequest = ({ date: _date, 'x-request-id': _id, ...headers }: IncomingHttpHeaders) =>
  headers;
const bannerTitle = (body: Buffer) =>
  (JSON.parse(body.toString()) as { data: Array<{ bannerTitle: string }> }).data[0]?.bannerTitle;

describe('the fast lane', () => {
  it('repeats a cached read with the status, headers and bytes Fastify sent', async () => {
    const { lane, fastify } = await fromLane('/api/teacherHomePage/getall');
    expect(fastify?.status).toBe(200);
    expect(lane.status).toBe(200);
    expect(lane.body.equals(fastify?.body ?? Buffer.alloc(0))).toBe(true);
    expect(withoutPerRequest(lane.headers)).toEqual(withoutPerRequest(fastify?.headers ?? {}));
    expect(lane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lane.headers['x-request-id']).not.toBe(fastify?.headers['x-request-id']);
  });

  it('answers 304 without a body when the client holds the tag, and brotli when accepted', async () => {
    const { lane } = await fromLane('/api/teacherHomePage/getall');
    const etag = String(lane.headers.etag);
    const before = served();
    const again = await send('/api/teacherHomePage/getall', '{}', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(served()).toBe(before + 1);
    // Another request type is another question to the lane, so Fastify answers this 304 itself.
    const byFastify = await send('/api/teacherHomePage/getall', '{}', {
      'if-none-match': etag,
      'content-type': 'application/json; charset=utf-8',
    });
    expect(served()).toBe(before + 1);
    expect(byFastify.status).toBe(304);
    // Fastify adds `content-length: 0`; the lane sends none, as RFC 9110 8.6 prefers for a 304.
    const { 'content-length': _zero, ...fastifyHeaders } = withoutPerRequest(byFastify.headers);
    expect(withoutPerRequest(again.headers)).toEqual(fastifyHeaders);
    expect(again.headers['content-type']).toBeUndefined();
    const br = await fromLane('/api/teacherHomePage/getall', '{}', { 'accept-encoding': 'br' });
    expect(br.lane.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.lane.body).equals(lane.body)).toBe(true);
  });

  it('never repeats an answer past a content write', async () => {
    await fromLane('/api/teacherHomePage/getall');
    const edit = await call(seeded.server.app, '/api/teacherHomePage/update', {
      token: seeded.token,
      json: { ...demoHome, homeSettingId: 'home-1', bannerTitle: 'Edited while the lane held it' },
    });
    expect(edit.status).toBe(200);
    const after = await send('/api/teacherHomePage/getall');
    expect(bannerTitle(after.body)).toBe('Edited while the lane held it');
  });

  it('keeps each body its own answer, and hands a body it cannot answer to Fastify whole', async () => {
    const all = await fromLane('/api/clientSection/getall', '{}');
    const none = await fromLane('/api/clientSection/getall', '{"_id":"no-such-client"}');
    expect(JSON.parse(all.lane.body.toString()).data.length).toBeGreaterThan(0);
    expect(JSON.parse(none.lane.body.toString()).data).toEqual([]);
    const asText = await send('/api/clientSection/getall', '{}', { 'content-type': 'text/plain' });
    // Fastify refuses a read sent as text; the lane must not answer it with the JSON one.
    expect(asText.status).toBe(400);
    const broken = await send('/api/clientSection/getall', '{"_id":');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body.toString())).toMatchObject({ success: false });
  });

  it('leaves admins to Fastify: they see inactive items visitors never get', async () => {
    await fromLane('/api/clientSection/getall');
    const before = served();
    const admin = await send('/api/clientSection/getall', '{}', {
      [ADMIN_TOKEN_HEADER]: seeded.token,
    });
    expect(served()).toBe(before);
    expect(admin.body.toString()).toContain('client-2');
    // Nor does the lane keep an admin's answer for visitors.
    const visitor = await fromLane('/api/clientSection/getall');
    expect(visitor.lane.body.toString()).not.toContain('client-2');
  });

  it('stops repeating an answer after a second, even with no write', async () => {
    await fromLane('/api/courseSectionContent/getall');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = served();
    const later = await send('/api/courseSectionContent/getall');
    expect(later.status).toBe(200);
    expect(served()).toBe(before);
  });
});
