import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBlock } from '@/sdk/content';
import { DEMO_PAGE_SLUG } from '../demo/demoPages';
import { adminToken } from './fixtures';
import { call } from './requests';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 44 (2, 4, 5): a page built from blocks as a visitor gets it from the real builds: its
// blocks in order (hidden ones left out), its head (canonical, Open Graph, noindex), the sitemap,
// 404 for a page switched off or never published, and hostile text in blocks shown as text.

const out = mkdtempSync(join(tmpdir(), 'lms-page-render-'));
const HOST = 'lms.example';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
  token = await adminToken(server.context.db);
}, 180_000);
afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: HOST } });
const documentOf = (html: string) => new JSDOM(html).window.document;
const NASTY = `</script><script>alert(1)</script><!-- & "quotes" 'too'`;

const block = (fields: Partial<PageBlock> & Pick<PageBlock, 'type' | 'id'>) =>
  ({ hidden: false, ...fields }) as PageBlock;
const create = (slug: string, blocks: PageBlock[], extra: Record<string, unknown> = {}) =>
  call(server.app, '/api/pages/create', {
    token,
    json: {
      slug,
      title: `Title of ${slug}`,
      seoTitle: '',
      seoDescription: '',
      blocks: JSON.stringify(blocks),
      ...extra,
    },
  });

describe('pages built from blocks, on the site', () => {
  it("serves the demo's campaign page, linked from the header of every page", async () => {
    const page = await get(`/${DEMO_PAGE_SLUG}`);
    expect(page.statusCode).toBe(200);
    const document = documentOf(page.body);
    expect(document.querySelector('h1')?.textContent).toBe(
      'Run every batch, test and fee from one place',
    );
    const landing = documentOf((await get('/')).body);
    const nav = [...landing.querySelectorAll('nav[aria-label="Main"] a')];
    expect(nav.map((a) => a.getAttribute('href'))).toContain(`/${DEMO_PAGE_SLUG}`);
    // Its calls to action are named for attribution, as the landing page's are.
    const ctas = [...document.querySelectorAll('a[data-lead-cta]')].map((a) =>
      a.getAttribute('data-lead-cta'),
    );
    expect(ctas).toEqual(expect.arrayContaining(['hero: Book a Demo', 'cta band: Book A Meeting']));
  });

  it('draws the blocks in order, leaves hidden ones out, and shows hostile text as text', async () => {
    const blocks = [
      block({
        id: 'a',
        type: 'hero',
        eyebrow: '',
        title: `Hero ${NASTY}`,
        text: '',
        cta: 'Book a Demo',
        withForm: false,
      }),
      block({
        id: 'b',
        type: 'ctaBand',
        title: 'Hidden band',
        text: '',
        cta: 'Book a Demo',
        hidden: true,
      }),
      block({ id: 'c', type: 'richText', markdown: `## Why us\n\nBecause ${NASTY}` }),
    ];
    expect((await create('nasty-page', blocks)).status).toBe(200);
    const page = await get('/nasty-page');
    expect(page.statusCode).toBe(200);
    const document = documentOf(page.body);
    expect(document.querySelector('h1')?.textContent).toBe(`Hero ${NASTY}`);
    expect(document.body.textContent).toContain(`Because ${NASTY}`);
    expect(document.body.textContent).not.toContain('Hidden band');
    // Every <script in the bytes is a real element: none came from the blocks.
    const scripts = document.querySelectorAll('script').length;
    expect(page.body.match(/<script/g)?.length).toBe(scripts);
  });

  it("shows a landing section as / does, the page's data carrying that section's content only", async () => {
    const blocks = [
      block({ id: 'course', type: 'landingSection', section: 'sellCourse' }),
      block({ id: 'tabs', type: 'landingSection', section: 'featureTabs' }),
      block({ id: 'app', type: 'landingSection', section: 'appBanners', hidden: true }),
    ];
    expect((await create('our-courses', blocks)).status).toBe(200);
    const document = documentOf((await get('/our-courses')).body);
    const landing = documentOf((await get('/')).body);
    for (const id of ['sell-course-title', 'feature-title']) {
      expect(document.getElementById(id)?.textContent, id).toBeTruthy();
      expect(document.getElementById(id)?.textContent, id).toBe(
        landing.getElementById(id)?.textContent,
      );
    }
    // The course section has nothing to press: kept as the server's HTML. The tabs hydrate.
    expect(document.querySelector('[data-server-html] #sell-course-title')).not.toBeNull();
    expect(document.querySelector('[data-server-html] #feature-title')).toBeNull();
    const sitePage = JSON.parse(document.getElementById('site-page')?.textContent ?? '{}');
    expect(Object.keys(sitePage.campaign.landing).sort()).toEqual(['course', 'featureTabs']);
  });

  it('names itself in its head, and asks search engines to skip it when not listed', async () => {
    await create('for-schools', [block({ id: 'a', type: 'richText', markdown: 'Hello' })], {
      seoTitle: 'LMS for schools',
      seoDescription: 'Classes and tests for schools.',
    });
    await create('private-offer', [block({ id: 'a', type: 'richText', markdown: 'Hi' })], {
      indexed: false,
    });
    const listed = documentOf((await get('/for-schools')).body);
    expect(listed.title).toContain('LMS for schools');
    expect(listed.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://${HOST}/for-schools`,
    );
    expect(listed.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Classes and tests for schools.',
    );
    expect(listed.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(listed.querySelector('meta[name="robots"]')).toBeNull();
    const unlisted = documentOf((await get('/private-offer')).body);
    expect(unlisted.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    );
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`http://${HOST}/for-schools</loc>`);
    expect(sitemap).toContain(`http://${HOST}/${DEMO_PAGE_SLUG}</loc>`);
    expect(sitemap).not.toContain('/private-offer');
  });

  it('answers 404 for a page switched off, deleted or never made', async () => {
    const made = await create('short-lived', [
      block({ id: 'a', type: 'richText', markdown: 'Hi' }),
    ]);
    const id = (made.body.data as { _id: string })._id;
    expect((await get('/short-lived')).statusCode).toBe(200);
    await call(server.app, '/api/pages/update', { token, json: { pageId: id, isActive: false } });
    expect((await get('/short-lived')).statusCode).toBe(404);
    await call(server.app, '/api/pages/delete', { token, json: { pageId: id } });
    expect((await get('/short-lived')).statusCode).toBe(404);
    expect((await get('/no-such-page')).statusCode).toBe(404);
  });
});
