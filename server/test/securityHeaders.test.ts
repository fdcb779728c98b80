import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Helmet's headers are recorded once at start (http/securityHeaders.ts); these pin what every
// answer must still carry, so a change of Helmet's defaults or of the recording shows here.
const EVERY_ANSWER = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HTTPS_ONLY = [
  'strict-transport-security',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp({ trustProxy: true });
});
afterAll(() => server.close());

const requests = {
  'a content read': { method: 'POST', url: '/api/teacherHomePage/getall', payload: {} },
  'an unknown API path': { method: 'GET', url: '/api/nothing-here' },
  'a refused sign-in': {
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username: 'nobody', password: 'wrong-password', macAddress: 'x' },
  },
} as const;

describe('security headers', () => {
  it.each(Object.entries(requests))(
    'are on %s over plain HTTP, without the HTTPS-only ones',
    async (_name, request) => {
      const answer = await server.app.inject(request);
      expect(answer.headers).toMatchObject(EVERY_ANSWER);
      for (const name of HTTPS_ONLY) expect(answer.headers[name], name).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('add HSTS, COOP, Origin-Agent-Cluster and upgrade-insecure-requests over HTTPS', async () => {
    const answer = await server.app.inject({
      ...requests['a content read'],
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers).toMatchObject({
      ...EVERY_ANSWER,
      'content-security-policy': `${EVERY_ANSWER['content-security-policy']};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
    });
  });
});
