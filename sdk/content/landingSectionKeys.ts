import type { LandingSections } from './landing';

// The landing page's sections a page built from blocks may show (issue 44: a section built once,
// used on any page), each with the one field of LandingData (./landing.ts) it is drawn from. A
// module without zod: the block's schema (./pageBlocks.ts) takes its keys, the server's read
// (./campaignPage.ts) what to read for them, and neither brings the other into the browser.
// The banner is left out: it is the landing page's opening, its heading the page's h1 and its
// picture what `/` preloads; a page's opening is its own hero block (docs/pages.md).

/** Each section a landingSection block may show, by key, and the landing field it reads. */
export const LANDING_SECTION_CONTENT = {
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

export type LandingSectionKey = keyof typeof LANDING_SECTION_CONTENT;

/** The keys in the landing page's order (the console's select lists them so). */
export const LANDING_SECTION_KEYS = Object.keys(LANDING_SECTION_CONTENT) as [
  LandingSectionKey,
  ...LandingSectionKey[],
];
