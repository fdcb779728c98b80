import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the n-th request (from 0): a status, or hang (never answer). */
export type Reply = number | 'hang';

/**
 * A webhook receiver on a loopback port, as a receiving team would run one: it records every
 * request and answers as `reply` says. close() drops hanging connections too.
 */
export async function startReceiver(reply: (n: number) => Reply = () => 200, port = 0) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const n = received.length;
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const answer = reply(n);
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/hooks`,
    port: address.port,
    received,
    /** Waits until `n` requests came (or fails after `ms`). */
    async waitFor(n: number, ms = 10_000): Promise<Received[]> {
      const end = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > end)
          throw new Error(`the receiver got ${received.length} of ${n} requests`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Verifies a delivery as docs/webhooks.md tells a receiving team to, written apart from the
 * server's signer: HMAC-SHA256 keyed by the secret's base64 bytes over `id.timestamp.body`,
 * compared in constant time, the timestamp within five minutes.
 */
export function verifySignature(secret: string, received: Received, now = Date.now()): boolean {
  const id = String(received.headers['webhook-id'] ?? '');
  const timestamp = String(received.headers['webhook-timestamp'] ?? '');
  const signatures = String(received.headers['webhook-signature'] ?? '').split(' ');
  if (Math.abs(now / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest();
  return signatures.some((entry) => {
    const [version, value = ''] = entry.split(',');
    const given = Buffer.from(value, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
