import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_SLUG, HOME_SECTION_KEYS } from '@/sdk/content';
import { defaultHomeBlocks, HomeLayoutMessages } from '@/sdk/content/homeLayout';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { PreviewRendered } from '@/sdk/schemas/previewRender';
import { adminToken } from './fixtures';
import { call } from './requests';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 44 (2): `/` is a page of blocks. Its layout is the page record at HOME_PAGE_SLUG, stored
// through the pages' API (so drafts, preview, releases, history and review apply); the content
// endpoints and tables are untouched. With the real builds: `/` without a layout, with the
// default one, reordered and with sections hidden, and put back.

const out = mkdtempSync(join(tmpdir(), 'lms-home-layout-'));
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
  token = await adminToken(server.context.db);
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'lms.test' } });
const documentOf = (html: string) => new JSDOM(html).window.document;
const section = (key: string, hidden = false) => ({
  id: key,
  type: 'landingSection',
  section: key,
  hidden,
});
const fields = (blocks: unknown[]) => ({
  title: 'Home page',
  slug: HOME_PAGE_SLUG,
  seoTitle: '',
  seoDescription: '',
  blocks: JSON.stringify(blocks),
});
const layout = (...keys: string[]) => keys.map((key) => section(key));
/** The sections' headings of `/`, in the page's order. */
const headingIds = (html: string) =>
  [...documentOf(html).querySelectorAll('main section h1[id], main section h2[id]')].map(
    (heading) => heading.id,
  );

describe('the home page as a page of blocks', () => {
  let before = '';
  let homeId = '';

  it('follows the console form’s unsaved typing in the live preview, before any layout is saved', async () => {
    const made = await call(server.app, '/api/preview/links/create', {
      token,
      json: { label: 'Console preview', hours: 1, consolePage: '/' },
    });
    const link = PreviewLinkCreated.parse(made.body.data);
    // A new page's form as the console holds it (every field as text), no id: not saved yet.
    const { blocks: _blocks, ...form } = fields([]);
    const answer = await call(server.app, '/api/preview/render', {
      token,
      json: {
        token: link.token,
        page: '/',
        key: 'pages',
        values: { ...form, indexed: 'true', blocks: JSON.stringify(layout('banner', 'launch')) },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(headingIds(PreviewRendered.parse(answer.body.data).html)).toEqual([
      'banner-title',
      'launch-title',
    ]);
  });

  it('is the same HTML with no layout stored and with the default layout stored', async () => {
    before = (await get('/')).body;
    expect(headingIds(before)[0]).toBe('banner-title');
    const created = await call(server.app, '/api/pages/create', {
      token,
      json: fields(defaultHomeBlocks()),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    homeId = String((created.body.data as { _id: string })._id);
    expect((await get('/')).body).toBe(before);
    // Not a page of its own in the sitemap: `/` is listed once, as before.
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap.match(/<loc>http:\/\/lms\.test\/<\/loc>/g)).toHaveLength(1);
    expect(sitemap).not.toContain('lms.test//');
  });

  it('draws the sections in the stored order and leaves hidden ones and their content out', async () => {
    const blocks = [
      section('banner'),
      section('faqs'),
      ...HOME_SECTION_KEYS.filter((key) => !['banner', 'faqs', 'clientLogos'].includes(key)).map(
        (key) => section(key),
      ),
      section('clientLogos', true),
    ];
    const updated = await call(server.app, '/api/pages/update', {
      token,
      json: { pageId: homeId, blocks: JSON.stringify(blocks) },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const html = (await get('/')).body;
    const ids = headingIds(html);
    expect(ids.slice(0, 3)).toEqual(['banner-title', 'faq-title', 'e-learning-title']);
    expect(ids).not.toContain('client-strip-title');
    const document = documentOf(html);
    const sitePage = JSON.parse(document.getElementById('site-page')?.textContent ?? '{}');
    expect(sitePage.sections[1]).toBe('faqs');
    expect(sitePage.landing.clients).toEqual([]);
    // The FAQ still shows, so the head still describes it for search engines.
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('keeps a drafted layout to the preview until it is published', async () => {
    const drafted = await call(server.app, '/api/pages/draft', {
      token,
      json: { pageId: homeId, blocks: JSON.stringify([section('banner'), section('launch')]) },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(headingIds((await get('/')).body)[1]).toBe('faq-title');
    const link = PreviewLinkCreated.parse(
      (await call(server.app, '/api/preview/links/create', { token, json: {} })).body.data,
    );
    const preview = (await get(link.path)).body;
    expect(headingIds(preview)).toEqual(['banner-title', 'launch-title']);
    expect(preview).not.toContain('"@type":"FAQPage"');
  });

  it('refuses a layout that breaks its rules, saying which block and why', async () => {
    const refused = async (blocks: unknown[]) => {
      const answer = await call(server.app, '/api/pages/update', {
        token,
        json: { pageId: homeId, blocks: JSON.stringify(blocks) },
      });
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.body);
    };
    expect(await refused([section('faqs'), section('banner')])).toContain(
      `Block 2: ${HomeLayoutMessages.bannerFirst}`,
    );
    expect(
      await refused([section('banner'), section('stats'), { ...section('stats'), id: 'x' }]),
    ).toContain(`Block 3: ${HomeLayoutMessages.sectionTwice}`);
    expect(await refused([section('banner'), section('partners')])).toContain(
      'Block 2: “partners” is not a landing page section: choose one from the list.',
    );
    expect(await refused([section('banner', true)])).toContain(HomeLayoutMessages.bannerHidden);
    // One layout: a second record at `/` is refused as any second page at one address.
    const second = await call(server.app, '/api/pages/create', {
      token,
      json: fields([section('banner')]),
    });
    expect(second.status).toBe(409);
  });

  it('is `/` as it always was once the layout is removed', async () => {
    const removed = await call(server.app, '/api/pages/delete', {
      token,
      json: { pageId: homeId },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await get('/')).body).toBe(before);
  });
});
