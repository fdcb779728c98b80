import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { LEAD_PAGE_PATH, LEAD_THANKS_PATH } from '@/sdk/schemas/leadConstants';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { HostMessages, SITE_ORIGINS_KEPT } from '../http/siteHost';
import { adminToken } from './fixtures';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Hostile Host headers on every public route (issue 43 item 4): a Host that is no host name
// answers 400 before any route runs; no Host reaches a page, the sitemap or robots.txt
// unescaped; and no number of Hosts grows the page cache or the early answers past a bound.

const out = mkdtempSync(join(tmpdir(), 'lms-hostile-host-'));
let staticDir: string;
let server: TestServer;
let configured: TestServer;
let routes: Array<{ method: 'GET' | 'POST'; url: string; form?: boolean }>;

beforeAll(async () => {
  staticDir = await buildSite(out);
  server = await startTestApp({ staticDir, demoContent: true });
  configured = await startTestApp({
    staticDir,
    demoContent: true,
    publicUrl: 'https://www.example.in',
    trustProxy: ['127.0.0.1'],
  });
  const token = await adminToken(server.context.db);
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/preview/links/create',
    headers: { [ADMIN_TOKEN_HEADER]: token },
    payload: { label: 'Host test' },
  });
  const preview = PreviewLinkCreated.parse(made.json().data);
  routes = [
    { method: 'GET', url: '/' },
    { method: 'GET', url: '/privacy-policy' },
    { method: 'GET', url: '/term-condition' },
    { method: 'GET', url: '/refund-policy' },
    { method: 'GET', url: LEAD_PAGE_PATH },
    { method: 'GET', url: `${LEAD_PAGE_PATH}?cta=header` },
    { method: 'POST', url: LEAD_PAGE_PATH, form: true },
    { method: 'GET', url: LEAD_THANKS_PATH },
    { method: 'GET', url: '/no-such-page' },
    { method: 'GET', url: '/login' },
    { method: 'GET', url: '/sitemap.xml' },
    { method: 'GET', url: '/robots.txt' },
    { method: 'GET', url: preview.path },
    { method: 'GET', url: `${preview.path}privacy-policy` },
    { method: 'GET', url: '/preview/not-a-token/' },
    { method: 'GET', url: '/uploads/no-such-file.png' },
    { method: 'GET', url: '/favicon.svg' },
    { method: 'POST', url: '/api/teacherHomePage/getall' },
    { method: 'POST', url: '/api/siteSettings/getall' },
    { method: 'POST', url: '/api/leads/create' },
    { method: 'POST', url: '/api/no-such-endpoint' },
  ];
}, 300_000);
afterAll(async () => {
  await server?.close();
  await configured?.close();
  rmSync(out, { recursive: true, force: true });
});

/** Hosts that are no host name: each answers 400 on every route. */
const MALFORMED = [
  'a b',
  '[x',
  'a:99999',
  'a:',
  'a:b',
  'a/b',
  'a@b',
  'a?b',
  'a#b',
  'a\\b',
  '<script>alert(1)</script>',
  'a<b',
  'a"b',
  '"><svg onload=alert(1)>',
  'a&b',
  'a&amp;b',
  "a'b",
  'a\tb',
  'a\u000bb',
  'a\u0085b',
  'a\u2028b',
  'a\u0000b',
  'bücher.example',
  'пример.рф',
  '例え.jp',
  '😀.example',
  '999.1.1.1',
  '[::g]',
  'x'.repeat(300),
  `${'a.'.repeat(5000)}example`,
];

/** Hosts that are host names, just not this site's. */
const UNKNOWN = [
  'evil.example',
  'EVIL.example:8080',
  '127.0.0.1:1',
  '[::1]:3000',
  'xn--bcher-kva.example',
];

async function send(
  target: TestServer,
  route: (typeof routes)[number],
  headers: Record<string, string>,
) {
  const form = route.form
    ? { 'content-type': 'application/x-www-form-urlencoded' }
    : route.method === 'POST'
      ? { 'content-type': 'application/json' }
      : {};
  return target.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...form, ...headers },
    ...(route.method === 'POST' ? { payload: route.form ? 'name=Asha' : '{}' } : {}),
  });
}

/** No 5xx, and the Host nowhere in the answer unless it is a plain host name. */
function expectSafe(answer: Awaited<ReturnType<typeof send>>, host: string, context: string) {
  expect(answer.statusCode, `${context}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  const headers = JSON.stringify(answer.headers);
  if (/[^a-z0-9.:[\]-]/i.test(host)) {
    expect(answer.body, context).not.toContain(host);
    expect(headers, context).not.toContain(host);
  }
}

describe('a Host that is not a host name', () => {
  it('answers 400 on every route before any route runs, the API with its envelope', async () => {
    for (const route of routes) {
      for (const host of MALFORMED) {
        const context = `${route.method} ${route.url} Host ${JSON.stringify(host.slice(0, 40))}`;
        const answer = await send(server, route, { host });
        expectSafe(answer, host, context);
        expect(answer.statusCode, context).toBe(400);
        if (route.url.startsWith('/api/')) {
          expect(answer.json(), context).toEqual({ success: false, msg: HostMessages.malformed });
        } else expect(answer.body, context).toBe(HostMessages.malformed);
      }
    }
  }, 300_000);

  it('from a trusted proxy (X-Forwarded-Host) answers 400 too; a hostile protocol is http', async () => {
    for (const route of routes) {
      const answer = await send(configured, route, { 'x-forwarded-host': 'a b' });
      expect(answer.statusCode, route.url).toBe(400);
      const proto = await send(configured, route, { 'x-forwarded-proto': '"><x y=' });
      expectSafe(proto, '"><x y=', `${route.url} X-Forwarded-Proto`);
    }
  }, 120_000);
});

describe('without PUBLIC_URL', () => {
  const pages = () => routes.filter((route) => route.method === 'GET');

  it('gives each of the first hosts its own URLs, escaped where written', async () => {
    const sitemap = await send(
      server,
      { method: 'GET', url: '/sitemap.xml' },
      { host: 'lms.example' },
    );
    expect(sitemap.body).toContain('<loc>http://lms.example/privacy-policy</loc>');
    const robots = await send(
      server,
      { method: 'GET', url: '/robots.txt' },
      { host: 'lms.example' },
    );
    expect(robots.body).toContain('Sitemap: http://lms.example/sitemap.xml');
    const page = await send(server, { method: 'GET', url: '/' }, { host: 'LMS.example:80' });
    expect(page.body).toContain('<link rel="canonical" href="http://lms.example/" />');
  });

  it('grows neither the page cache nor the early answers with the number of Hosts', async () => {
    const { contentCache } = server.context;
    const { cachedAnswers } = server;
    // Fill the set of hosts, and the listening address's pages that every later host gets.
    for (let i = 0; i <= SITE_ORIGINS_KEPT; i++) {
      for (const route of pages()) await send(server, route, { host: `lan-${i}.example:3000` });
    }
    const before = { pages: contentCache.size, answers: cachedAnswers.size };
    for (let i = 0; i < 60; i++) {
      for (const route of pages()) {
        const host = `flood-${i}.example`;
        expectSafe(await send(server, route, { host }), host, `${route.url} ${host}`);
      }
    }
    for (const host of [...MALFORMED, ...UNKNOWN]) {
      for (const route of pages()) await send(server, route, { host });
    }
    expect(contentCache.size).toBeLessThanOrEqual(before.pages);
    expect(cachedAnswers.size).toBeLessThanOrEqual(before.answers);
    // A host past the set gets the pages of the address the server listens on, not its own.
    const late = await send(server, { method: 'GET', url: '/' }, { host: 'late.example' });
    expect(late.body).not.toContain('late.example');
    expect(late.body).toContain('<link rel="canonical" href="http://127.0.0.1/" />');
    // The first hosts keep their own pages.
    const first = await send(server, { method: 'GET', url: '/' }, { host: 'lan-0.example:3000' });
    expect(first.body).toContain('<link rel="canonical" href="http://lan-0.example:3000/" />');
  }, 600_000);
});

describe('with PUBLIC_URL', () => {
  it('renders every page for PUBLIC_URL whatever host names the request', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.startsWith('/preview'))) {
      for (const host of UNKNOWN) {
        const answer = await send(configured, route, { host });
        expectSafe(answer, host, `${route.url} ${host}`);
        expect(answer.body.toLowerCase(), route.url).not.toContain(host.toLowerCase());
      }
    }
    const page = await send(configured, { method: 'GET', url: '/' }, { host: 'evil.example' });
    expect(page.body).toContain('<link rel="canonical" href="https://www.example.in/" />');
    const sitemap = await send(
      configured,
      { method: 'GET', url: '/sitemap.xml' },
      { host: 'evil.example' },
    );
    expect(sitemap.body).toContain('<loc>https://www.example.in/</loc>');
  }, 300_000);
});
