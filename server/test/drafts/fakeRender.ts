import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for the built render bundle (dist-ssr/entry-server.js) and template, for tests of
 * what the server does around a render: it reads the content through the same context the real
 * bundle gets and writes the parts a test looks for (the banner title, the FAQ, links between
 * pages, a file link, an outside link). The real bundle is proved by ssr.test.ts.
 */
const ENTRY = `
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ENTITIES[c]);
export async function render(request, context) {
  const { pathname } = new URL(request.url);
  const site = await context.loadSite();
  if (pathname === '/privacy-policy') {
    const policy = await context.loadPolicy('privacy');
    return { kind: 'html', status: 200, head: '<title>' + esc(policy.title) + '</title>',
      html: '<main><h1>' + esc(policy.title) + '</h1><a href="/">Home</a></main>' };
  }
  if (pathname === '/old-page') return { kind: 'response', response: new Response(null, { status: 301, headers: { location: '/privacy-policy' } }) };
  if (pathname !== '/') return { kind: 'html', status: 404, head: '', html: '<main>Not found</main>' };
  const landing = await context.loadLanding();
  const faqs = (landing.faqs ?? []).map((faq) => '<li>' + esc(faq.question) + '</li>').join('');
  return { kind: 'html', status: 200, head: '<title>' + esc(site.brandName ?? '') + '</title>',
    html: '<main><h1>' + esc(landing.home?.bannerTitle ?? '') + '</h1><ul>' + faqs + '</ul>' +
      '<a href="/privacy-policy">Privacy</a> <a class="x" href="/#faq">FAQ</a> ' +
      '<a href="/uploads/a.png">file</a> <a href="https://example.com/">out</a></main>' };
}
export const shellHead = () => '';
export const isClientRendered = (path) => path === '/login' || path.startsWith('/dashboard');
export const publicPages = {};
`;

const TEMPLATE = `<!doctype html><html><head><!--app-head--><link rel="stylesheet" href="/assets/site.css"></head>
<body><div id="root"><!--app-html--></div><script type="module" src="/assets/site.js"></script></body></html>`;

/** Writes the stand-in build under `dir`; answers the `staticDir` to start the server with. */
export function fakeRenderBuild(dir: string): string {
  const staticDir = join(dir, 'dist');
  mkdirSync(staticDir, { recursive: true });
  mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
  return staticDir;
}
