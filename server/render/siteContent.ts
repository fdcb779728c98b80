import { max } from 'drizzle-orm';
import {
  business,
  clients,
  contentDefinitions,
  course,
  eLearning,
  faqs,
  featureTabs,
  home,
  launch,
  policyDefinitions,
  settings,
  testimonials,
  whyChoose,
} from '@/sdk/content';
import type { PolicyName } from '@/sdk/content';
import type { ContentCache } from '../cache/contentCache';
import type { Db } from '../db/database';
import { contentRepository } from '../content/repository';
import { contentTable } from '../content/tables';

/**
 * Every content read the server render needs, in one place: the landing page's sections (active
 * clients, testimonials, feature tabs and FAQ entries only, as a visitor sees them), the site
 * settings and the policy pages. A landing section that fails to load falls back to null or
 * empty; missing settings or a missing policy fail the page. Every read is kept in the content
 * cache until the next content write.
 */
export function siteContent(db: Db, cache: ContentCache) {
  // A delete leaves no timestamp behind, so writes while the server runs are remembered too
  // (every content write, here or announced by another instance, invalidates the cache).
  let lastWrite: Date | null = null;
  cache.onInvalidate(() => {
    lastWrite = new Date();
  });

  const first = async <T>(items: Promise<T[]>): Promise<T | null> => (await items)[0] ?? null;
  const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
    result.status === 'fulfilled' ? result.value : fallback;

  async function readLastChange(): Promise<Date> {
    const stamps = await Promise.all(
      contentDefinitions.map(async (definition) => {
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

  /** With `strict`, any failed section fails the whole read (so a gap is never cached). */
  async function readLanding(strict: boolean) {
    const reads = [
      first(contentRepository(db, home).list()),
      first(contentRepository(db, course).list()),
      first(contentRepository(db, launch).list()),
      first(contentRepository(db, business).list()),
      contentRepository(db, clients).list({ isActive: true }),
      contentRepository(db, testimonials).list({ isActive: true }),
      first(contentRepository(db, eLearning).list()),
      first(contentRepository(db, whyChoose).list()),
      contentRepository(db, featureTabs).list({ isActive: true }),
      contentRepository(db, faqs).list({ isActive: true }),
    ] as const;
    if (strict) await Promise.all(reads);
    const [h, c, l, b, cl, t, e, w, ft, fq] = await Promise.allSettled(reads);
    return {
      home: settled(h, null),
      course: settled(c, null),
      launch: settled(l, null),
      business: settled(b, null),
      clients: settled(cl, []),
      testimonials: settled(t, []),
      eLearning: settled(e, null),
      whyChoose: settled(w, null),
      featureTabs: settled(ft, []),
      faqs: settled(fq, []),
    };
  }

  return {
    /** When the public content last changed: the sitemap's lastmod. */
    lastChange: (): Promise<Date> => cache.remember('site:lastChange', readLastChange),

    /** The site settings every public page shows (header, footer, promo banner, head). */
    settings: () =>
      cache.remember('site:settings', async () => {
        const [record] = await contentRepository(db, settings).list();
        if (!record) throw new Error('the site settings record is missing');
        return record;
      }),

    /** One policy page's stored title, date and Markdown text. */
    policy: (name: PolicyName) =>
      cache.remember(`site:policy:${name}`, async () => {
        const [record] = await contentRepository(db, policyDefinitions[name]).list();
        if (!record) throw new Error(`the ${name} policy record is missing`);
        return record;
      }),

    /** The landing page's data, the shape of app/routes/landingLoader.ts's LandingData. */
    async landing() {
      try {
        return await cache.remember('site:landing', () => readLanding(true));
      } catch {
        // A section failed: the page shows what did load, and the next request tries again.
        return readLanding(false);
      }
    },
  };
}
