import { max } from 'drizzle-orm';
import {
  contentDefinitionList,
  policyDefinitions,
  readCampaignPage,
  readHomeSections,
  readLanding,
  pages,
  settings,
} from '@/sdk/content';
import { HOME_PAGE_SLUG, pagePath } from '@/sdk/content';
import type { LandingRead, PageItem, PolicyName } from '@/sdk/content';
import type { ContentCache } from '../cache/contentCache';
import type { Db } from '../db/database';
import { publishedReader } from '../content/drafts/draftView';
import type { ContentReader } from '../content/drafts/draftView';
import { contentTable } from '../content/tables';

/**
 * Every content read the server render needs, in one place: the landing page's sections (active
 * clients, testimonials, feature tabs and FAQ entries only, as a visitor sees them), the site
 * settings and the policy pages. A landing section that fails to load falls back to null or
 * empty; missing settings or a missing policy fail the page. Every read is kept in `cache` until
 * the next content write. `read` is the published records (visitors), or the draft view
 * (server/content/drafts/draftView.ts) for a preview, which brings a cache of its own that keeps
 * nothing (`passThroughCache`): drafts never reach the content cache.
 */
export function siteContent(
  db: Db,
  cache: ContentCache,
  read: ContentReader = publishedReader(db),
) {
  // A delete leaves no timestamp behind, so writes while the server runs are remembered too
  // (every content write, here or announced by another instance, invalidates the cache).
  let lastWrite: Date | null = null;
  cache.onInvalidate(() => {
    lastWrite = new Date();
  });

  async function readLastChange(): Promise<Date> {
    const stamps = await Promise.all(
      contentDefinitionList.map(async (definition) => {
        const { table, updatedAt, createdAt } = contentTable(definition);
        const column = updatedAt ?? createdAt;
        if (!column) return null;
        const [row] = await db.select({ at: max(column) }).from(table);
        return row?.at ? new Date(row.at as string | Date) : null;
      }),
    );
    const times = [...stamps, lastWrite].filter((d): d is Date => d !== null);
    return new Date(Math.max(0, ...times.map((d) => d.getTime())));
  }

  // A visitor's view of each landing section (sdk/content/landing.ts says which feeds which).
  const readSection: LandingRead = (definition) =>
    read(definition, definition.kind === 'collection' ? { isActive: true } : {});

  return {
    /** When the public content last changed: the sitemap's lastmod. */
    lastChange: (): Promise<Date> => cache.remember('site:lastChange', readLastChange),

    /** The site settings every public page shows (header, footer, promo banner, head). */
    settings: () =>
      cache.remember('site:settings', async () => {
        const [record] = await read(settings);
        if (!record) throw new Error('the site settings record is missing');
        return record;
      }),

    /** One policy page's stored title, date and Markdown text. */
    policy: (name: PolicyName) =>
      cache.remember(`site:policy:${name}`, async () => {
        const [record] = await read(policyDefinitions[name]);
        if (!record) throw new Error(`the ${name} policy record is missing`);
        return record;
      }),

    /**
     * The page at /<slug> (issue 44) with what its blocks show, or null: no such active page.
     * A miss is kept too (until the next content write), so unknown addresses cost no query.
     */
    page: (slug: string) =>
      cache.remember(`site:page:${slug}`, () => readCampaignPage(readSection, slug)),

    /** The addresses of the active pages search engines may list (the sitemap's). */
    listedPages: () =>
      cache.remember('site:listedPages', async () => {
        const records = (await read(pages, { isActive: true })) as PageItem[];
        // `/` is listed as the site's home already; its layout's record is not a page of its own.
        return records
          .filter((page) => page.indexed && page.slug !== HOME_PAGE_SLUG)
          .map((page) => pagePath(page.slug));
      }),

    /**
     * The sections of `/` in its editor's layout (issue 44), or null: `/` draws its default (no
     * layout stored, switched off, or the default one).
     */
    homeSections: () => cache.remember('site:homeSections', () => readHomeSections(readSection)),

    /** The landing page's data (LandingData, sdk/content/landing.ts). */
    async landing() {
      try {
        return await cache.remember('site:landing', () => readLanding(readSection, true));
      } catch {
        // A section failed: the page shows what did load, and the next request tries again.
        return readLanding(readSection, false);
      }
    },
  };
}

/** A cache that keeps nothing: each read loads afresh (a preview's reads, never shared). */
export function passThroughCache(): ContentCache {
  return {
    version: 0,
    invalidate: () => {},
    remember: (_key, load) => load(),
    onInvalidate: () => {},
    size: 0,
  };
}
