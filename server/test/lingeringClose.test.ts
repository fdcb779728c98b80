import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas/auth';
import { adminToken } from './fixtures';
import { closesWithin, openRaw, tryWrite } from './hostile/rawSocket';
import type { RawSocket } from './hostile/rawSocket';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// A refused upload whose body is still arriving (server/http/lingeringClose.ts): the client must
// read the 413 even if it reads only after writing, as a browser busy uploading does.
const MAX_UPLOAD = 5 * 1024 * 1024;
const LINGER_MS = 1_500;
const BOUNDARY = 'lingerboundary';

let server: TestServer;
let port: number;
let token: string;

beforeAll(async () => {
  server = await startTestApp({ httpLimits: { lingerMs: LINGER_MS }, maxUploadBytes: MAX_UPLOAD });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

/** Opens an upload of `declaredBytes` (over the limit) and sends its head. */
async function startUpload(declaredBytes: number, ignoreServerClose = false): Promise<RawSocket> {
  const raw = await openRaw(port, { ignoreServerClose });
  tryWrite(
    raw,
    `POST /api/clientSection/create HTTP/1.1\r\nHost: localhost\r\n${ADMIN_TOKEN_HEADER}: ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declaredBytes}\r\n\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="clientImg"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return raw;
}

/** Writes `bytes` of file as fast as the socket takes them; answers how many went out. */
async function writeFile(raw: RawSocket, bytes: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  while (sent < bytes && !raw.isClosed()) {
    if (!tryWrite(raw, chunk) && !raw.isClosed()) {
      // Not events.once: it rejects on the reset that ends a refused upload without lingering.
      await Promise.race([new Promise((resolve) => raw.socket.once('drain', resolve)), raw.closed]);
    }
    sent += chunk.length;
  }
  return sent;
}

describe('a refused upload that is still arriving', () => {
  it('is answered 413 to a client that reads only after it has written everything', async () => {
    const declared = 4 * MAX_UPLOAD;
    for (let attempt = 0; attempt < 3; attempt++) {
      const raw = await startUpload(declared);
      // Not reading while writing: Node's immediate close reset the connection under the client's
      // writes, and the answer waiting unread was lost with it.
      raw.socket.pause();
      const sent = await writeFile(raw, declared);
      raw.socket.resume();
      const closed = await closesWithin(raw, 3_000);
      raw.socket.destroy();
      expect({ sent, status: raw.status(), closed }).toEqual({
        sent: declared,
        status: 413,
        closed,
      });
      expect(closed).toBe(true);
      expect(raw.received()).toMatch(/^connection: close$/im);
    }
  });

  it('is closed after the linger time even if the client never stops sending', async () => {
    const raw = await startUpload(1024 * MAX_UPLOAD, true);
    const started = performance.now();
    let sending = true;
    const sends = (async () => {
      while (sending && !raw.isClosed()) await writeFile(raw, MAX_UPLOAD);
    })();
    const closed = await closesWithin(raw, LINGER_MS + 3_000);
    sending = false;
    await sends;
    raw.socket.destroy();
    expect(raw.status()).toBe(413);
    expect(closed).toBe(true);
    expect(performance.now() - started).toBeGreaterThan(LINGER_MS / 2);
  });
});
