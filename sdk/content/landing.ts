import { business } from './business';
import { clients } from './clients';
import { course } from './course';
import type { AnyCollection, ContentDefinition, ItemOf } from './define';
import { eLearning } from './eLearning';
import { faqs } from './faqs';
import { featureTabs } from './featureTabs';
import { home } from './home';
import { launch } from './launch';
import { testimonials } from './testimonials';
import { whyChoose } from './whyChoose';

// The landing page's data, described once: which declaration feeds which field. The server's
// render (server/render/siteContent.ts, from the database) and the development render over the
// API (app/site/contentOverApi.ts) both read it through readLanding, so a new section is one entry
// here and the page component that shows it.

/** Which declaration feeds which field of LandingData. */
export const landingSections = {
  home,
  course,
  launch,
  business,
  clients,
  testimonials,
  eLearning,
  whyChoose,
  featureTabs,
  faqs,
} as const;
export type LandingSections = typeof landingSections;

/** A section's record (null when its read failed), a collection's active items ([] likewise). */
export type LandingValue<D extends ContentDefinition> = D extends AnyCollection
  ? ItemOf<D>[]
  : ItemOf<D> | null;

/** Everything the landing page shows; a section whose read failed is null (or empty) and falls back. */
export type LandingData = { [F in keyof LandingSections]: LandingValue<LandingSections[F]> };

/** Reads the records of one declaration (as a visitor may see them). */
export type LandingRead = (definition: ContentDefinition) => Promise<readonly unknown[]>;

const isActive = (record: unknown) => (record as { isActive?: unknown }).isActive === true;

/**
 * Reads every landing section at once and shapes LandingData: a section's first record, a
 * collection's active items in their order. A failed read leaves its section null or empty (the
 * spec's rule: the page falls back); with `strict`, the first failure fails the whole read instead
 * (the server caches only a complete page).
 */
export function readLanding(read: LandingRead, strict = false): Promise<LandingData> {
  const every = Object.keys(landingSections) as (keyof LandingSections)[];
  return readLandingFields(read, every, strict) as Promise<LandingData>;
}

/**
 * Reads some of the landing page's fields exactly as readLanding does: a page built from blocks
 * reads only those its landing sections show (./campaignPage.ts).
 */
export async function readLandingFields<F extends keyof LandingSections>(
  read: LandingRead,
  fields: readonly F[],
  strict = false,
): Promise<Pick<LandingData, F>> {
  const sections = fields.map((field) => [field, landingSections[field]] as const);
  const reads = sections.map(([, definition]) => read(definition));
  if (strict) await Promise.all(reads);
  const results = await Promise.allSettled(reads);
  return Object.fromEntries(
    sections.map(([field, definition], index) => {
      const result = results[index];
      const records = result?.status === 'fulfilled' ? result.value : [];
      const value =
        definition.kind === 'collection' ? records.filter(isActive) : (records[0] ?? null);
      return [field, value];
    }),
  ) as Pick<LandingData, F>;
}
