import type { LandingSections } from './landing';

// The landing page's twelve sections (issue 44), each with the one field of LandingData
// (./landing.ts) it is drawn from. A module without zod: the landingSection block's schema
// (./pageBlocks.ts) takes its keys, the server's reads (./campaignPage.ts) what to read for them,
// the site's `/` (src/site/LandingPage) their order, and none brings the others into the browser.
// The banner opens `/` only: its heading is the page's h1 and its picture what `/` preloads, so it
// is the home page's first block and nowhere else (./homeLayout.ts); a campaign page opens with
// its own hero block (docs/pages.md).

/** Each section by key, in `/`'s order (its default layout), and the landing field it reads. */
export const HOME_SECTION_CONTENT = {
  banner: 'home',
  clientLogos: 'clients',
  eLearning: 'eLearning',
  services: 'home',
  whyChoose: 'whyChoose',
  appBanners: 'home',
  sellCourse: 'course',
  stats: 'business',
  featureTabs: 'featureTabs',
  faqs: 'faqs',
  testimonials: 'testimonials',
  launch: 'launch',
} as const satisfies Record<string, keyof LandingSections>;

/** Any of `/`'s twelve sections. */
export type HomeSectionKey = keyof typeof HOME_SECTION_CONTENT;

/** A section any page may show: every one but the banner. */
export type LandingSectionKey = Exclude<HomeSectionKey, 'banner'>;

/** The twelve keys in `/`'s order: the layout `/` has when none is stored. */
export const HOME_SECTION_KEYS = Object.keys(HOME_SECTION_CONTENT) as [
  HomeSectionKey,
  ...HomeSectionKey[],
];

/** The eleven a campaign page may show, in the landing page's order (the console's select). */
export const LANDING_SECTION_KEYS = HOME_SECTION_KEYS.filter(
  (key): key is LandingSectionKey => key !== 'banner',
) as [LandingSectionKey, ...LandingSectionKey[]];

/** The landing field each section reads (the banner's too). */
export const LANDING_SECTION_CONTENT: { readonly [K in HomeSectionKey]: keyof LandingSections } =
  HOME_SECTION_CONTENT;

/**
 * The address of the page record that holds `/`'s layout. A campaign page's address is lower-case
 * words (`PageSlug`), so `/` is never one an editor meant for another page, and an empty address
 * is still refused as missing.
 */
export const HOME_PAGE_SLUG = '/';

/** Where a page record is served: `/` for the home page's, `/<slug>` for the others. */
export const pagePath = (slug: string): string => (slug === HOME_PAGE_SLUG ? '/' : `/${slug}`);
