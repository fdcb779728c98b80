import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Helmet's headers are recorded once at start (http/securityHeaders.ts); these pin what every
// page and file must still carry, so a change of Helmet's defaults or of the recording shows here.
const EVERY_PAGE = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';" +
    // A video block's player, from its provider's privacy-enhanced host only (issue 44).
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
// API answers are JSON, never documents: the REST set, stricter where it matters.
const EVERY_API_ANSWER = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const DOCUMENT_ONLY = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const HTTPS_ONLY = [
  'strict-transport-security',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp({ trustProxy: ['127.0.0.1'] });
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
    'are the API set on %s over plain HTTP, without the HTTPS-only ones',
    async (_name, request) => {
      const answer = await server.app.inject(request);
      expect(answer.headers).toMatchObject(EVERY_API_ANSWER);
      for (const name of [...HTTPS_ONLY, ...DOCUMENT_ONLY])
        expect(answer.headers[name], name).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('are the API set with HSTS on an API answer over HTTPS', async () => {
    const answer = await server.app.inject({
      ...requests['a content read'],
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers).toMatchObject({
      ...EVERY_API_ANSWER,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it("are Helmet's on a page over plain HTTP, without the HTTPS-only ones", async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/' });
    expect(answer.headers).toMatchObject(EVERY_PAGE);
    for (const name of HTTPS_ONLY) expect(answer.headers[name], name).toBeUndefined();
  });

  it('add HSTS, COOP, Origin-Agent-Cluster and upgrade-insecure-requests to a page over HTTPS', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers).toMatchObject({
      ...EVERY_PAGE,
      'content-security-policy': `${EVERY_PAGE['content-security-policy']};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
    });
  });
});

// The built app's scripts, stylesheets and fonts are never shown as documents: they keep what
// acts on them, and Helmet's document headers (the CSP first) are left off, about 460 bytes of
// each of a page's 18 scripts (docs/performance.md).
describe("security headers on the built app's assets", () => {
  const EVERY_ASSET = {
    'cross-origin-resource-policy': 'cross-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
  const DOCUMENT_HEADERS = ['content-security-policy', 'x-frame-options', ...DOCUMENT_ONLY];
  let assets: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lms-assets-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dist, 'assets', 'site-Ab12Cd34.js'), 'export const a = 1;');
    writeFileSync(join(dist, 'assets', 'site-Ab12Cd34.css'), 'a{color:red}');
    writeFileSync(
      join(dist, 'assets', 'picture-Ab12Cd34.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    assets = await startTestApp({ staticDir: dist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await assets.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/assets/site-Ab12Cd34.js', '/assets/site-Ab12Cd34.css'])(
    'are the few that act on %s',
    async (url) => {
      const answer = await assets.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject(EVERY_ASSET);
      for (const name of [...DOCUMENT_HEADERS, ...HTTPS_ONLY])
        expect(answer.headers[name], name).toBeUndefined();
    },
  );

  it('keep HSTS on an asset over HTTPS', async () => {
    const answer = await assets.app.inject({
      method: 'GET',
      url: '/assets/site-Ab12Cd34.js',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('are the page set on an SVG (a document when opened) and on a missing asset', async () => {
    for (const url of ['/assets/picture-Ab12Cd34.svg', '/assets/missing-Ab12Cd34.js']) {
      const answer = await assets.app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject(EVERY_PAGE);
    }
  });
});
