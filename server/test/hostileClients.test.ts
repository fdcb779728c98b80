import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas/auth';
import { adminToken } from './fixtures';
import { closesWithin, openRaw, trickle, tryWrite } from './hostile/rawSocket';
import type { RawSocket } from './hostile/rawSocket';
import { visitsDuring } from './hostile/visitor';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The real server on a loopback port, attacked by raw sockets while an ordinary visitor keeps
// coming. The deadlines are the production ones scaled down (server/http/limits.ts has the real
// values) so each attack ends within seconds.
const limits = {
  headersTimeoutMs: 1_500,
  requestTimeoutMs: 3_000,
  connectionTimeoutMs: 4_000,
  keepAliveTimeoutMs: 1_000,
  checkIntervalMs: 250,
};
/** How long each attack runs while the visitor keeps coming. */
const ATTACK_MS = 2_500;
/**
 * The most an ordinary visit may take while an attack runs: generous, because CI shares two CPU
 * cores with other suites; a starved server misses it by far (the attacks last longer).
 */
const SLOWEST_VISIT_MS = 3_000;

let server: TestServer;
let port: number;
let token: string;

beforeAll(async () => {
  server = await startTestApp({ httpLimits: limits, maxUploadBytes: 5 * 1024 * 1024 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

/** Every visit during the attack answered 200, none slower than the bound. */
async function othersAreServed() {
  const visits = await visitsDuring(port, ATTACK_MS);
  expect(visits.length).toBeGreaterThan(3);
  expect(visits.map((v) => v.status)).toEqual(visits.map(() => 200));
  expect(Math.max(...visits.map((v) => v.ms))).toBeLessThan(SLOWEST_VISIT_MS);
}

const openMany = (count: number) => Promise.all(Array.from({ length: count }, () => openRaw(port)));
const closeAll = (sockets: RawSocket[]) => sockets.forEach((raw) => raw.socket.destroy());

describe('slow and hostile clients do not stop others from being served', () => {
  it('slowloris: headers at one byte a second are cut off at the headers deadline', async () => {
    const sockets = await openMany(50);
    const drips = sockets.map((raw) => {
      tryWrite(raw, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      return trickle(raw, 1_000, () => 'a');
    });
    await othersAreServed();
    const cut = await Promise.all(sockets.map((raw) => closesWithin(raw, 2_000)));
    drips.forEach((drip) => drip.stop());
    expect(cut.every(Boolean)).toBe(true);
    expect(sockets[0]?.status()).toBe(408);
    expect(sockets[0]?.received()).toContain('"msg":"The request took too long to arrive."');
  });

  it('a body that never ends is cut off at the request deadline', async () => {
    const sockets = await openMany(20);
    const drips = sockets.map((raw) => {
      tryWrite(
        raw,
        'POST /api/leads/create HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n',
      );
      // Often enough that the idle-socket timeout never fires: only the request deadline can.
      return trickle(raw, 200, () => '1\r\n \r\n');
    });
    await othersAreServed();
    const cut = await Promise.all(sockets.map((raw) => closesWithin(raw, 3_000)));
    drips.forEach((drip) => drip.stop());
    expect(cut.every(Boolean)).toBe(true);
    expect(sockets[0]?.status()).toBe(408);
  });

  it('10,000 headers are refused with 431 without reading them', async () => {
    const headers = Array.from({ length: 10_000 }, (_, i) => `X-H${i}: v\r\n`).join('');
    const request = `POST /api/leads/create HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`;
    const answers: Array<number | null> = [];
    let lastAnswer = '';
    let attacking = true;
    const attack = (async () => {
      while (attacking) {
        const raw = await openRaw(port);
        tryWrite(raw, request);
        await closesWithin(raw, 2_000);
        answers.push(raw.status());
        lastAnswer = raw.received();
      }
    })();
    await othersAreServed();
    attacking = false;
    await attack;
    expect(answers.length).toBeGreaterThan(3);
    expect(new Set(answers)).toEqual(new Set([431]));
    expect(lastAnswer).toContain('{"success":false,"msg":"The request headers are too large."}');
  });

  it('100 MB bodies are refused with 413 (declared, streamed as JSON and as an upload)', async () => {
    const hundredMb = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const send = async (head: string) => {
      const raw = await openRaw(port);
      tryWrite(raw, head);
      let sent = 0;
      // Write as fast as the socket takes it until the server answers or closes.
      while (sent < hundredMb && raw.status() === null && !raw.isClosed()) {
        if (!tryWrite(raw, chunk)) await new Promise((resolve) => setTimeout(resolve, 1));
        sent += chunk.length;
      }
      await closesWithin(raw, 3_000);
      raw.socket.destroy();
      return { status: raw.status(), sentMb: sent / 1024 / 1024 };
    };
    const declared = `POST /api/leads/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${hundredMb}\r\n\r\n`;
    const streamed = `POST /api/leads/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${hundredMb.toString(16)}\r\n`;
    const boundary = 'hostileboundary';
    const upload =
      `POST /api/clientSection/create HTTP/1.1\r\nHost: localhost\r\n${ADMIN_TOKEN_HEADER}: ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${hundredMb}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="clientImg"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';
    const [results] = await Promise.all([
      Promise.all([send(declared), send(streamed), send(upload)]),
      othersAreServed(),
    ]);
    expect(results.map((r) => r.status)).toEqual([413, 413, 413]);
  });

  it('1,000 idle connections neither block others nor stay open past the headers deadline', async () => {
    const sockets = await openMany(1_000);
    await othersAreServed();
    const cut = await Promise.all(sockets.map((raw) => closesWithin(raw, 2_000)));
    closeAll(sockets);
    expect(cut.filter((closed) => !closed)).toHaveLength(0);
  });
});

describe('the limits the server runs with', () => {
  it('are the documented production values unless a test overrides them', async () => {
    const plain = await startTestApp();
    try {
      const http = plain.app.server;
      expect({
        headersTimeout: http.headersTimeout,
        requestTimeout: http.requestTimeout,
        timeout: http.timeout,
        keepAliveTimeout: http.keepAliveTimeout,
        maxRequestsPerSocket: http.maxRequestsPerSocket,
        maxHeadersCount: http.maxHeadersCount,
        bodyLimit: plain.app.initialConfig.bodyLimit,
      }).toEqual({
        headersTimeout: 10_000,
        requestTimeout: 120_000,
        timeout: 75_000,
        keepAliveTimeout: 72_000,
        maxRequestsPerSocket: 1_000,
        maxHeadersCount: 100,
        bodyLimit: 1024 * 1024,
      });
    } finally {
      await plain.close();
    }
  });
});
