import { clients } from './clients';
import { faqs } from './faqs';
import type { FaqItem } from './faqs';
import { homeSections } from './homeLayout';
import { readLandingFields } from './landing';
import type { LandingRead } from './landing';
import { HOME_PAGE_SLUG, LANDING_SECTION_CONTENT } from './landingSectionKeys';
import type { HomeSectionKey } from './landingSectionKeys';
import { pages, readPageBlocks } from './pages';
import type { CampaignPageData, PageItem } from './pages';
import type { PageBlock } from './pageBlocks';
import { testimonials } from './testimonials';
import type { ClientItem } from './clients';
import type { TestimonialItem } from './testimonials';

// One page as a visitor sees it (issue 44): the server render (server/render/siteContent.ts) and
// `npm run dev`'s render over the API (app/site/contentOverApi.ts) both read it through here.

const isActive = (record: unknown) => (record as { isActive?: unknown }).isActive === true;

/**
 * The active page at /<slug> with its visible blocks and the items those blocks show, or null
 * (no such page, or switched off). `read` answers a declaration's records as a visitor (or a
 * preview) sees them. A collection that fails to load leaves its blocks empty, not the page.
 */
export async function readCampaignPage(
  read: LandingRead,
  slug: string,
): Promise<CampaignPageData | null> {
  const records = (await read(pages)) as PageItem[];
  const page = records.find((record) => record.slug === slug && isActive(record));
  if (!page) return null;
  // The banner opens `/` only: on another page it is not drawn, nor its content read.
  const blocks = readPageBlocks(page.blocks).filter(
    (block) => !block.hidden && !(block.type === 'landingSection' && block.section === 'banner'),
  );
  const shows = (type: PageBlock['type']) => blocks.some((block) => block.type === type);
  const items = async <T>(needed: boolean, definition: Parameters<LandingRead>[0]) => {
    if (!needed) return [] as T[];
    try {
      return ((await read(definition)) as T[]).filter(isActive);
    } catch {
      return [] as T[];
    }
  };
  // The landing sections shown read only their own fields, the way `/` reads them.
  const landingFields = new Set(
    blocks.flatMap((block) =>
      block.type === 'landingSection' ? [LANDING_SECTION_CONTENT[block.section]] : [],
    ),
  );
  const [clientItems, testimonialItems, faqItems, landing] = await Promise.all([
    items<ClientItem>(shows('logoStrip'), clients),
    items<TestimonialItem>(shows('testimonials'), testimonials),
    items<FaqItem>(shows('faqList'), faqs),
    readLandingFields(read, [...landingFields]),
  ]);
  return {
    page,
    blocks,
    clients: clientItems,
    testimonials: testimonialItems,
    faqs: faqItems,
    landing,
  };
}

/**
 * The sections `/` shows, in order, from the active page record at HOME_PAGE_SLUG; null when `/`
 * draws its default (no such record, as on a fresh database or an old backup; one switched off;
 * blocks that are no home layout; or the default order with nothing hidden).
 */
export async function readHomeSections(read: LandingRead): Promise<HomeSectionKey[] | null> {
  const records = (await read(pages)) as PageItem[];
  const page = records.find((record) => record.slug === HOME_PAGE_SLUG && isActive(record));
  return page ? homeSections(readPageBlocks(page.blocks)) : null;
}
