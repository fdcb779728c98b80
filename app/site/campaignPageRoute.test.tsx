import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignPageData } from '@/sdk/content';
import { campaignPageFixture } from '@/src/fixtures/campaignPage';
import { policyFixture, settingsFixture } from '@/src/fixtures/siteContent';
import { render } from '../entry-server';
import type { RenderContext } from '../entry-server';

// The route of pages built from blocks (issue 44) through the server's render: the status, the
// head and the page data for /<slug>. The server has no window: the render runs without one.

const origin = 'https://lms.example';
const context = (pages: Record<string, CampaignPageData>, withLoadPage = true): RenderContext => ({
  loadSite: async () => settingsFixture,
  loadLanding: async () => {
    throw new Error('not the landing page');
  },
  loadPolicy: async () => policyFixture,
  ...(withLoadPage ? { loadPage: async (slug: string) => pages[slug] ?? null } : {}),
});

async function renderPath(path: string, ctx: RenderContext) {
  vi.stubGlobal('window', undefined);
  try {
    const result = await render(new Request(`${origin}${path}`), ctx, { origin });
    if (result.kind !== 'html') throw new Error(`answered ${result.kind}`);
    return result;
  } finally {
    vi.unstubAllGlobals();
  }
}

const demo = campaignPageFixture;
const pages = { 'for-coaching-institutes': demo };

afterEach(() => vi.unstubAllGlobals());

describe('a page built from blocks at /<slug>', () => {
  it('renders with its search title, description, canonical address and sharing picture', async () => {
    const { status, head, html } = await renderPath('/for-coaching-institutes', context(pages));
    expect(status).toBe(200);
    expect(head).toContain(`<title>${demo.page.seoTitle}</title>`);
    expect(head).toContain(`<meta name="description" content="${demo.page.seoDescription}" />`);
    expect(head).toContain(`<link rel="canonical" href="${origin}/for-coaching-institutes" />`);
    expect(head).toContain(
      `<meta property="og:image" content="${origin}/${demo.page.heroImage}" />`,
    );
    expect(head).not.toContain('noindex');
    // The opening hero's picture is preloaded, as the landing page's banner is.
    expect(head).toContain('<link rel="preload" as="image"');
    expect(html).toContain(demo.blocks[0]?.type === 'hero' ? demo.blocks[0].title : '');
    // The page data carries the parsed blocks, not their stored JSON text a second time.
    expect(head).toContain('"name":"campaign"');
    expect(head).toContain('"blocks":""');
  });

  it('falls back to the title and the hero’s words, and keeps a page out of search on request', async () => {
    const quiet = {
      ...demo,
      page: { ...demo.page, seoTitle: '', seoDescription: '', indexed: false, heroImage: '' },
    };
    const { status, head } = await renderPath(
      '/for-coaching-institutes',
      context({ 'for-coaching-institutes': quiet }),
    );
    expect(status).toBe(200);
    expect(head).toContain(`<title>For coaching institutes | ${settingsFixture.brandName}</title>`);
    expect(head).toContain('content="Live classes, recorded lectures, test series');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
    expect(head).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
  });

  it('answers the 404 page for an address with no page', async () => {
    const { status, head } = await renderPath('/for-nobody', context(pages));
    expect(status).toBe(404);
    expect(head).toContain('"name":"notFound"');
  });

  it('answers the 404 page when the server gives the render no loadPage', async () => {
    const { status } = await renderPath('/for-coaching-institutes', context(pages, false));
    expect(status).toBe(404);
  });

  it('leaves the site’s own pages and deeper paths to their routes', async () => {
    const policy = await renderPath('/privacy-policy', context(pages));
    expect(policy.head).toContain('"name":"policy"');
    const deeper = await renderPath('/for-coaching-institutes/more', context(pages));
    expect(deeper.status).toBe(404);
  });
});
