import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { previewLinks } from '../../db/schema';
import { demoHome } from '../../demo/demoCopy';
import { istTime } from '../../render/previewBar';
import { adminToken, seedContent } from '../fixtures';
import { call } from '../requests';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';
import { fakeRenderBuild } from './fakeRender';

let server: TestServer;
let token: string;
let link: PreviewLinkCreated;
let build: string;
const get = (url: string) => server.app.inject({ method: 'GET', url });

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'lms-preview-build-'));
  server = await startTestApp({ staticDir: fakeRenderBuild(build) });
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
  // A section's draft sends the whole form, as its update does.
  const drafted = await call(server.app, '/api/teacherHomePage/draft', {
    token,
    json: { ...demoHome, homeSettingId: 'home-1', bannerTitle: 'Drafted banner $& title' },
  });
  expect(drafted.status).toBe(200);
  await call(server.app, '/api/faqSection/draft', {
    token,
    json: { question: 'A drafted question?', answer: 'Yes.' },
  });
  const made = await call(server.app, '/api/preview/links/create', {
    token,
    json: { label: 'Reviewer', hours: 2 },
  });
  expect(made.headers['cache-control']).toBe('no-store');
  link = PreviewLinkCreated.parse(made.body.data);
});
afterAll(async () => {
  await server.close();
  rmSync(build, { recursive: true, force: true });
});

describe('the preview', () => {
  it('renders the landing page with the drafts, never for the public', async () => {
    const publicPage = await get('/');
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).not.toContain('Drafted banner');
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    // Escaped by the render, and `$&` stays as typed (the page is joined, not replaced).
    expect(preview.body).toContain('Drafted banner $&amp; title');
    expect(preview.body).toContain('A drafted question?');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow, noarchive">');
    const csp = String(preview.headers['content-security-policy']);
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
  });

  it("runs the page's own scripts by a nonce new for each answer, and nothing else", async () => {
    const first = await get(link.path);
    const nonceOf = (csp: unknown) =>
      /script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic' 'self'(;|$)/.exec(
        String(csp),
      )?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeDefined();
    expect(first.body).toContain(`<script nonce="${nonce}" type="module" src="/assets/site.js">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body.match(/<script\b/g)?.length).toBe(
      first.body.match(/<script nonce="/g)?.length,
    );
    const second = await get(link.path);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    // The public page's policy is as it was: its own files, no nonce.
    const publicCsp = String((await get('/')).headers['content-security-policy']);
    expect(publicCsp).toContain("script-src 'self'");
    expect(publicCsp).not.toContain('nonce');
  });

  it('carries the "Preview: not live" bar with the expiry in IST, outside #root; the public page does not', async () => {
    expect(istTime(new Date('2026-12-02T13:00:00Z'))).toBe('2 Dec 2026, 6:30 pm IST');
    const body = (await get(link.path)).body;
    const bar = `<div id="lms-preview-bar" role="status" aria-label="Preview">Preview: not live. This link expires at ${istTime(new Date(link.expiresAt))}.</div>`;
    expect(body).toContain(`<body>${bar}<div id="root">`);
    expect(body.slice(0, body.indexOf('</head>'))).toContain('#lms-preview-bar{position:fixed;');
    const policy = (await get(`${link.path}privacy-policy`)).body;
    expect(policy).toContain(bar);
    const publicPage = (await get('/')).body;
    expect(publicPage).not.toContain('Preview: not live');
    expect(publicPage).not.toContain('lms-preview-bar');
  });

  it('is never answered early nor recorded, and the public page never shows a draft', async () => {
    const served = () => server.cachedAnswers.served;
    await get('/');
    const before = served();
    // A public view asked before is answered early; previews never are.
    expect((await get('/')).body).not.toContain('Drafted banner');
    expect(served()).toBe(before + 1);
    for (let i = 0; i < 3; i += 1) expect((await get(link.path)).body).toContain('Drafted banner');
    expect(served()).toBe(before + 1);
    expect((await get('/')).body).not.toContain('Drafted banner');
    // The content cache did not start a new version for a preview.
    const version = server.context.contentCache.version;
    await get(link.path);
    expect(server.context.contentCache.version).toBe(version);
  });

  it('keeps its reader in the preview: links to pages stay under the link, files and others do not', async () => {
    const body = (await get(link.path)).body;
    const prefix = link.path.slice(0, -1);
    expect(body).toContain(`href="${prefix}/privacy-policy"`);
    expect(body).toContain(`href="${prefix}/#faq"`);
    expect(body).toContain('href="/uploads/a.png"');
    expect(body).toContain('href="https://example.com/"');
    expect(body).toContain('href="/assets/site.css"');
    const policy = await get(`${prefix}/privacy-policy`);
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain(`href="${prefix}/"`);
    const moved = await get(`${prefix}/old-page`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${prefix}/privacy-policy`);
    const bare = await get(prefix);
    expect(bare.headers.location).toBe(link.path);
    expect((await get(`${prefix}/login`)).statusCode).toBe(404);
  });

  it('refuses an unknown, expired or revoked link with the same page', async () => {
    const unknown = await get('/preview/not-a-token-not-a-token-not-a-token-xx/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    expect(unknown.body).not.toContain('Drafted banner');
    const expiring = PreviewLinkCreated.parse(
      (await call(server.app, '/api/preview/links/create', { token, json: {} })).body.data,
    );
    expect((await get(expiring.path)).statusCode).toBe(200);
    await server.context.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, expiring._id));
    expect((await get(expiring.path)).body).toBe(unknown.body);
    const revoked = await call(server.app, '/api/preview/links/revoke', {
      token,
      json: { linkId: link._id },
    });
    expect(revoked.status).toBe(200);
    const after = await get(link.path);
    expect(after.statusCode).toBe(404);
    expect(after.body).toBe(unknown.body);
    // Stored only as a hash: the table never holds the token.
    const rows = await server.context.db.select().from(previewLinks);
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });
});
