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
import type { Db } from '../db/database';
import type { ContentWriteListener } from '../content/repository';
import { contentRepository } from '../content/repository';
import { contentTable } from '../content/tables';

/**
 * Every content read the server render needs, in one place: the landing page's sections,
 * read from the repository (active clients and testimonials only, as a visitor sees them). A
 * section that fails to load falls back like the browser's loader does: null or empty.
 */
export function siteContent(db: Db, listeners: ContentWriteListener[]) {
  // A delete leaves no timestamp behind, so writes while the server runs are remembered too.
  let lastWrite: Date | null = null;
  listeners.push(() => {
    lastWrite = new Date();
  });

  const first = async <T>(items: Promise<T[]>): Promise<T | null> => (await items)[0] ?? null;
  const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
    result.status === 'fulfilled' ? result.value : fallback;

  return {
    /** When the public content last changed: the sitemap's lastmod. */
    async lastChange(): Promise<Date> {
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
    },

    /** The site settings every public page shows (header, footer, promo banner, head). */
    async settings() {
      const [record] = await contentRepository(db, settings).list();
      if (!record) throw new Error('the site settings record is missing');
      return record;
    },

    /** One policy page's stored title, date and Markdown text. */
    async policy(name: PolicyName) {
      const [record] = await contentRepository(db, policyDefinitions[name]).list();
      if (!record) throw new Error(`the ${name} policy record is missing`);
      return record;
    },

    /** The landing page's data, the shape of app/routes/landingLoader.ts's LandingData. */
    async landing() {
      const [h, c, l, b, cl, t, e, w, ft, fq] = await Promise.allSettled([
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
      ]);
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
    },
  };
}
