import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFrom } from './signIns';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The server behind nginx on the same machine (docs/deploy.md): connections come from 127.0.0.1,
// and nginx's `$proxy_add_x_forwarded_for` appends the visitor's address to whatever
// X-Forwarded-For the visitor sent. A client chooses the first entries, never the last.
const NGINX = '127.0.0.1';
const LIMIT = 3;
let behindNginx: TestServer;
let direct: TestServer;

beforeAll(async () => {
  const limits = { loginRateLimit: LIMIT, leadRateLimit: LIMIT };
  behindNginx = await startTestApp({ ...limits, trustProxy: [NGINX] });
  direct = await startTestApp(limits);
});
afterAll(async () => {
  await behindNginx.close();
  await direct.close();
});

const spoofed = (i: number) => `198.51.100.${i}`;
/** What nginx passes on: the client's own header, then the address nginx saw. */
const throughNginx = (clientHeader: string, visitor: string) => `${clientHeader}, ${visitor}`;

/**
 * Sign-ins with a new username each time: the per-username limit never applies, so only the
 * address limit can answer 429.
 */
async function signInStatuses(server: TestServer, forwardedFor: (i: number) => string, count = 5) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await signInFrom(server.app, {
      username: `guess-${i}-${forwardedFor(i)}`,
      from: NGINX,
      forwardedFor: forwardedFor(i),
    });
    seen.push(answer.status);
  }
  return seen;
}

async function leadStatuses(server: TestServer, forwardedFor: (i: number) => string, count = 5) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      remoteAddress: NGINX,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hi' },
    });
    seen.push(answer.statusCode);
  }
  return seen;
}

const limited = [401, 401, 401, 429, 429];

describe('behind a trusted proxy, a spoofed X-Forwarded-For', () => {
  it('cannot move the sign-in limit; another visitor is not limited by it', async () => {
    const visitor = '203.0.113.7';
    expect(await signInStatuses(behindNginx, (i) => throughNginx(spoofed(i), visitor))).toEqual(
      limited,
    );
    const other = await signInStatuses(
      behindNginx,
      () => throughNginx('1.2.3.4', '203.0.113.8'),
      1,
    );
    expect(other).toEqual([401]);
  });

  it('cannot move the lead limit', async () => {
    const visitor = '203.0.113.9';
    expect(await leadStatuses(behindNginx, (i) => throughNginx(spoofed(i), visitor))).toEqual([
      200, 200, 200, 429, 429,
    ]);
    expect(
      await leadStatuses(behindNginx, () => throughNginx('1.2.3.4', '203.0.113.10'), 1),
    ).toEqual([200]);
  });

  it('limits IPv6 visitors per /64 for sign-in and leads', async () => {
    const inOne64 = (i: number) => throughNginx(spoofed(i), `2001:db8:aa:bb::${i + 1}`);
    expect(await signInStatuses(behindNginx, inOne64)).toEqual(limited);
    expect(await leadStatuses(behindNginx, inOne64)).toEqual([200, 200, 200, 429, 429]);
    const next64 = () => throughNginx('1.2.3.4', '2001:db8:aa:cc::1');
    expect(await signInStatuses(behindNginx, next64, 1)).toEqual([401]);
    expect(await leadStatuses(behindNginx, next64, 1)).toEqual([200]);
  });
});

describe('without TRUST_PROXY, X-Forwarded-For', () => {
  it('is not believed at all: the connection address is counted', async () => {
    expect(await signInStatuses(direct, (i) => spoofed(i))).toEqual(limited);
    expect(await leadStatuses(direct, (i) => spoofed(i))).toEqual([200, 200, 200, 429, 429]);
  });
});
