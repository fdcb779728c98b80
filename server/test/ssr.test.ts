import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, faqs, home, privacyPolicy, settings, testimonials } from '@/sdk/content';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { contentRepository } from '../content/repository';
import { adminToken } from './fixtures';
import { buildSite, ssrBundleChunks } from './siteBuild';
import type { SsrChunk } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The real builds (browser and server render), as `npm run build` makes them: the run's shared
// build (siteBuild.ts; this file only reads it), or one into a temp dir of its own.
const out = mkdtempSync(join(tmpdir(), 'lms-ssr-'));
let staticDir: string;
let server: TestServer;
/** What the server render's build wrote: its chunks, with what each imports. */
let ssrChunks: SsrChunk[] = [];

beforeAll(async () => {
  staticDir = await buildSite(out);
  ssrChunks = ssrBundleChunks(staticDir);
  server = await startTestApp({ staticDir, demoContent: true });
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** Edits as the API makes them: the content cache hears of each (server/context.ts). */
const listeners = () => server.context.contentWriteListeners;

const homeRecord = async () => {
  const [record] = await contentRepository(server.context.db, home).list();
  if (!record) throw new Error('the demo content has no home record');
  return record;
};

describe('the server-rendered public pages', () => {
  it('sends the landing page with its stored content and head', async () => {
    const page = await get('/', { host: 'lms.example:3000' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const { bannerTitle, bannerImage } = await homeRecord();
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${bannerTitle}</h1>`));
    // Without SEO fields the head comes from the content: the banner's title and picture.
    // Cut at a word to the 70 characters a search result shows (html-validate's long-title).
    const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
    expect(title.length).toBeLessThanOrEqual(70);
    expect(`Vidyora | ${bannerTitle}`.startsWith(title.replace(/…$/, ''))).toBe(true);
    expect(page.body).toContain('<link rel="canonical" href="http://lms.example:3000/" />');
    expect(page.body).toContain(
      `<meta property="og:image" content="http://lms.example:3000/${bannerImage}" />`,
    );
    expect(page.body).toContain('"@type":"Organization"');
    expect(page.body).toContain('"@type":"FAQPage"');
    // The page the browser hydrates, as a JSON data block (not a script that runs), without the
    // content of the sections kept as the server's HTML (app/site/pageForBrowser.ts): the
    // banner's is in the page's HTML only, the questions' in both.
    expect(page.body).toContain('<script type="application/json" id="site-page">{"name":"landing"');
    const start = page.body.indexOf('id="site-page">');
    const data = page.body.slice(start, page.body.indexOf('</script>', start));
    expect(data).not.toContain(bannerTitle);
    const [faq] = await contentRepository(server.context.db, faqs).list();
    expect(data).toContain(JSON.stringify(faq?.question).slice(1, -1));
  });

  it('shows a content edit in the next request', async () => {
    const record = await homeRecord();
    await contentRepository(server.context.db, home, server.context.contentWriteListeners).update(
      record._id,
      { bannerTitle: 'Edited a moment ago' },
    );
    expect((await get('/')).body).toContain('Edited a moment ago</h1>');
  });

  it('renders each picture with its stored alt text, a decorative one with empty alt', async () => {
    const db = server.context.db;
    const record = await homeRecord();
    await contentRepository(db, home, listeners()).update(record._id, {
      bannerImageAlt: 'Edited: a teacher at a whiteboard',
    });
    const page = (await get('/')).body;
    /** The <img> tag of a stored picture (SiteImage may add more attributes around it). */
    const tag = (path: string) =>
      page.match(new RegExp(`<img[^>]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`))?.[0];
    expect(tag(record.bannerImage)).toContain('alt="Edited: a teacher at a whiteboard"');
    const [client] = await contentRepository(db, clients).list({ isActive: true });
    expect(tag(client!.clientImg)).toContain(`alt="${client!.clientImgAlt}"`);
    expect(client!.clientImgAlt).toMatch(/ logo$/);
    // The demo's testimonial photos are marked decorative: screen readers skip them.
    const [quote] = await contentRepository(db, testimonials).list({ isActive: true });
    expect(quote!.testimonialImgDecorative).toBe(true);
    expect(tag(quote!.testimonialImg)).toContain('alt=""');
  });

  it('serves the rendered page from the cache until an edit in the console', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    const cached = await get('/', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const record = await homeRecord();
    const edit = await server.app.inject({
      method: 'POST',
      url: '/api/teacherHomePage/update',
      headers: { [ADMIN_TOKEN_HEADER]: await adminToken(server.context.db) },
      payload: { ...record, homeSettingId: record._id, bannerTitle: 'Changed in the console' },
    });
    expect(edit.statusCode).toBe(200);
    const next = await get('/', { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Changed in the console</h1>');
  });

  it('sends the cached page brotli-compressed, the same bytes once decoded', async () => {
    const plain = await get('/');
    const compressed = await get('/', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('preloads the banner from the head at high priority, with the srcset and sizes its <img> has', async () => {
    const record = await homeRecord();
    // A JPEG banner as an upload stores it: WebP variants for a <source>, JPEG ones for the <img>.
    const jpeg = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const bannerImage = await server.context.media.saveEncoded(jpeg, 'jpeg');
    await contentRepository(server.context.db, home, listeners()).update(record._id, {
      bannerImage,
    });
    const body = (await get('/', { host: 'lms.example:3000' })).body;
    const stem = `/${bannerImage.replace(/\.jpg$/, '')}`;
    const webp = [480, 960, 1440, 1600].map((w) => `${stem}-${w}.webp ${w}w`).join(', ');
    const jpegs = [480, 960, 1440].map((w) => `${stem}-${w}.jpg ${w}w`).join(', ');
    // The sizes the banner's layout draws it at (src/site/Banner), written to both.
    const sizes = /<source type="image\/webp" srcSet="[^"]*" sizes="([^"]+)"/.exec(body)?.[1];
    expect(sizes).toMatch(/vw/);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" imagesrcset="${webp}" imagesizes="${sizes}" type="image/webp" fetchpriority="high" />`,
    );
    // The same URLs as the page's other links (relative to the origin), so the preload is used.
    const banner = /<picture[^>]*>(.*?)<\/picture>/.exec(body)?.[1] ?? '';
    expect(banner).toContain(`<source type="image/webp" srcSet="${webp}" sizes="${sizes}"/>`);
    expect(banner).toContain(`sizes="${sizes}" srcSet="${jpegs}`);
    expect(banner).toMatch(/<img loading="eager" decoding="async" fetchPriority="high"/);
    expect(banner).toContain(`srcSet="${jpegs}, /${bannerImage} 1600w" src="/${bannerImage}"`);
    expect(banner).toContain('width="640" height="480"');
    // One preload (React adds none of its own for a <picture>); every other picture is lazy.
    expect(body.match(/rel="preload" as="image"/g)).toHaveLength(1);
    const eager = [...body.matchAll(/<img [^>]*>/g)].filter(
      ([tag]) => !tag.includes('loading="lazy"'),
    );
    expect(eager).toHaveLength(1);
    expect(eager[0]?.[0]).toContain(`src="/${bannerImage}"`);
  });

  it('shows the site settings on every public page, and an edit at once', async () => {
    const stored = contentRepository(server.context.db, settings, listeners());
    const [record] = await stored.list();
    if (!record) throw new Error('no site settings');
    await stored.update(record._id, {
      brandName: 'Shiksha Plus',
      salesPhone: '+91 90000 11111',
      promoCode: 'DIWALI40',
      privacyEmail: 'privacy@shiksha.example',
    });
    try {
      for (const path of ['/', '/privacy-policy', '/term-condition', '/refund-policy']) {
        const { body } = await get(path);
        expect(body, path).toContain('href="tel:+919000011111"');
        expect(body, path).toContain('DIWALI40</code>');
        expect(body, path).toMatch(/<title>[^<]*Shiksha Plus<\/title>|<title>Shiksha Plus \|/);
        expect(body, path).toContain('"name":"Shiksha Plus"');
      }
      expect((await get('/privacy-policy')).body).toContain('privacy@shiksha.example');
      // The banner hides itself after its last day (India time), and when switched off.
      await stored.update(record._id, { promoEndsOn: '2020-01-31' });
      expect((await get('/')).body).not.toContain('DIWALI40</code>');
      await stored.update(record._id, { promoEndsOn: '2999-01-31', promoEnabled: false });
      expect((await get('/')).body).not.toContain('DIWALI40</code>');
    } finally {
      const { _id, ...original } = record;
      await stored.update(_id, original);
    }
  });

  it('renders a policy from its stored Markdown, with its title and date, and nothing that runs', async () => {
    const stored = contentRepository(server.context.db, privacyPolicy, listeners());
    const [record] = await stored.list();
    if (!record) throw new Error('no privacy policy');
    await stored.update(record._id, {
      title: 'Privacy Notice',
      updatedOn: '2026-11-23',
      body: [
        '## 1. What we keep',
        'We keep **only** what a lead form sends.',
        '<script>alert(1)</script> <img src=x onerror=alert(1)>',
        '[bad](javascript:alert(1)) [good](https://example.com/policy)',
      ].join('\n\n'),
    });
    try {
      const { body, statusCode } = await get('/privacy-policy');
      expect(statusCode).toBe(200);
      expect(body).toContain('<title>Privacy Notice | ');
      expect(body).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/);
      expect(body).toContain('<time dateTime="2026-11-23">23 November 2026</time>');
      expect(body).toContain('<h2>1. What we keep</h2>');
      expect(body).toContain('We keep <strong>only</strong> what a lead form sends.');
      expect(body).toContain('<a href="https://example.com/policy">good</a>');
      // The hostile parts are text: no element, no handler, no javascript: address.
      const page = body.slice(body.indexOf('<div id="root">'), body.lastIndexOf('</div>'));
      expect(page).not.toMatch(/<script|<img[^>]*onerror|href="javascript:/i);
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // The hydration data carries the same text, with no `<` that could close its element.
      const data = body.slice(
        body.indexOf('id="site-page">'),
        body.indexOf('</script>', body.indexOf('id="site-page">')),
      );
      expect(data).toContain('\\u003cscript\\u003ealert(1)');
      expect(data).not.toContain('<');
    } finally {
      const { _id, ...original } = record;
      await stored.update(_id, original);
    }
  });

  it('uses the SEO fields an editor filled in, each page its own', async () => {
    const stored = contentRepository(server.context.db, settings, listeners());
    const [record] = await stored.list();
    if (!record) throw new Error('no site settings');
    await stored.update(record._id, {
      homeTitle: 'Online classes for every teacher',
      homeDescription: 'Start teaching online this week.',
      refundDescription: 'How refunds work.',
      refundImage: 'uploads/refund-card.png',
    });
    try {
      const landing = (await get('/', { host: 'lms.example:3000' })).body;
      expect(landing).toContain('<title>Online classes for every teacher</title>');
      expect(landing).toContain(
        '<meta name="description" content="Start teaching online this week." />',
      );
      const refund = (await get('/refund-policy', { host: 'lms.example:3000' })).body;
      expect(refund).toContain('<meta name="description" content="How refunds work." />');
      expect(refund).toContain(
        '<meta property="og:image" content="http://lms.example:3000/uploads/refund-card.png" />',
      );
      // A page without its own fields: the policy's title and first words.
      const privacy = (await get('/privacy-policy')).body;
      expect(privacy).toMatch(/<title>Privacy Policy \| Vidyora<\/title>/);
      expect(privacy).toMatch(
        /<meta name="description" content="Vidyora Technologies Private Limited/,
      );
    } finally {
      const { _id, ...original } = record;
      await stored.update(_id, original);
    }
  });

  it('runs no inline script: the hydration data is JSON, the CSP allows only own files', async () => {
    const page = await get('/');
    const csp = String(page.headers['content-security-policy']);
    const inline = [...page.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)];
    expect(inline).toEqual([]);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps the console out of the public pages and gives the console its own entry', async () => {
    const landing = (await get('/')).body;
    const console = (await get('/login')).body;
    const entry = (html: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry(landing)).toMatch(/\/assets\/site-/);
    expect(entry(console)).toMatch(/\/assets\/console-/);
    expect(console).not.toContain('id="site-page"');
  });

  it('uses PUBLIC_URL for absolute URLs when set', async () => {
    const configured = await startTestApp({ staticDir, publicUrl: 'https://www.example.in' });
    try {
      const page = await configured.app.inject({ method: 'GET', url: '/privacy-policy' });
      expect(page.body).toContain(
        '<link rel="canonical" href="https://www.example.in/privacy-policy" />',
      );
    } finally {
      await configured.close();
    }
  });

  it('answers an unknown page 404 with the site’s own page, an unknown API path JSON', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This page does not exist');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const api = await get('/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('sends /admin and anything under it to the console (issue 47), not the public 404', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe('/dashboard');
    }
  });

  it('sends /login and the console as the client-rendered shell with noindex', async () => {
    for (const url of ['/login', '/manage-client']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves robots.txt and a sitemap of every public page', async () => {
    const robots = await get('/robots.txt', { host: 'lms.example' });
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const line of ['Disallow: /admin', 'Disallow: /login', 'Disallow: /api']) {
      expect(robots.body).toContain(line);
    }
    expect(robots.body).toContain('Sitemap: http://lms.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml', { host: 'lms.example' });
    expect(sitemap.headers['content-type']).toContain('xml');
    for (const path of ['/', '/privacy-policy', '/term-condition', '/refund-policy']) {
      expect(sitemap.body).toContain(`<loc>http://lms.example${path}</loc>`);
    }
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('serves the icons and manifest, and no source maps', async () => {
    for (const url of [
      '/favicon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const html = (await get('/')).body;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await get(`${script}.map`)).statusCode).toBe(404);
    for (const url of ['/.vite/manifest.json', '/index.html']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('delivery', () => {
  it('compresses the HTML with brotli or gzip and revalidates it with an ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const robots = await get('/privacy-policy');
    const tag = String(robots.headers.etag);
    expect(tag).toMatch(/^W\//);
    expect((await get('/privacy-policy', { 'if-none-match': tag })).statusCode).toBe(304);
  });

  it('sends hashed assets precompressed and cached for a year', async () => {
    const html = (await get('/')).body;
    for (const asset of [/src="(\/assets\/[^"]+\.js)"/, /href="(\/assets\/[^"]+\.css)"/]) {
      const url = asset.exec(html)?.[1] ?? '';
      const answer = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('security headers over HTTP and HTTPS', () => {
  it('sends no HSTS and no upgrade-insecure-requests over plain HTTP', async () => {
    const page = await get('/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await startTestApp({ staticDir, trustProxy: ['127.0.0.1'] });
    try {
      const page = await proxied.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(page.headers['strict-transport-security']).toContain('max-age=');
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await proxied.close();
    }
  });
});

describe('page views answered early from the content cache (server/cache/cachedAnswers.ts)', () => {
  const served = () => server.cachedAnswers.served;

  it('repeats a page view as the route rendered it, for each host its own canonical URLs', async () => {
    const first = await get('/', { host: 'one.example' });
    const before = served();
    const again = await get('/', { host: 'one.example' });
    expect(served()).toBe(before + 1);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const perRequest = ({ date: _d, 'x-request-id': _i, ...rest }: Record<string, unknown>) => rest;
    expect(perRequest(again.headers)).toEqual(perRequest(first.headers));
    const other = await get('/', { host: 'two.example' });
    expect(served()).toBe(before + 1);
    expect(other.body).toContain('<link rel="canonical" href="http://two.example/" />');
    expect(again.body).toContain('<link rel="canonical" href="http://one.example/" />');
  });

  it('answers a query string the page does not read from the bare page, and evicts nothing', async () => {
    // The clock stands still for the flood: a kept answer lives a second (ttlMs), and 300 views
    // take longer than that on a loaded machine, when the bare page would rightly render again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Asked until answered early: the first view renders (and, run alone, the content cache's
      // first fill may outdate what it kept), then the page's answer is kept.
      let before = served();
      let bare = await get('/privacy-policy');
      for (let tries = 0; served() === before && tries < 3; tries++) {
        before = served();
        bare = await get('/privacy-policy');
      }
      expect(bare.statusCode).toBe(200);
      expect(served()).toBeGreaterThan(before);
      before = served();
      // More unique URLs than the cache has slots (256): each is the bare page, answered early.
      for (let n = 0; n < 300; n++) {
        const view = await get(`/privacy-policy?n=${n}&utm_source=flood`);
        expect(view.statusCode).toBe(200);
        expect(view.headers.etag).toBe(bare.headers.etag);
      }
      // Every one of them was answered under the bare page's one key: none rendered, none kept.
      expect(served()).toBe(before + 300);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the server render bundle (dist-ssr/)', () => {
  it('contains its packages in their production builds instead of importing them', () => {
    const files = new Set(ssrChunks.map((chunk) => chunk.fileName));
    const imports = ssrChunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]);
    expect(files.size).toBeGreaterThan(1);
    // Every import is a file of the bundle or one of Node's own modules: a package imported from
    // node_modules ran its development build (NODE_ENV is unset under `npm start`).
    expect(imports.filter((name) => !files.has(name) && !name.startsWith('node:'))).toEqual([]);
    const code = ssrChunks.map((chunk) => chunk.code).join('\n');
    expect(code).not.toContain('react-dom-server.node.development');
  });
});
