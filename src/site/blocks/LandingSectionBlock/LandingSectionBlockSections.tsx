import type { ReactNode } from 'react';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { landingPageSections } from '@/src/site/LandingPage';
import type { LandingSectionInput } from '@/src/site/LandingPage';

/** What a section is drawn from: the landing content the server read for the page. */
export type SectionInput = LandingSectionInput;

/** The section as `/` draws it (src/site/LandingPage), from the same field of LandingData. */
type SectionView = (input: SectionInput) => ReactNode;

const drawn = (section: HomeSectionKey) => landingPageSections[section];

/**
 * Each section a landingSection block may show, keyed as the sdk keys them: a key declared there
 * and not placed here does not compile. A section draws as on `/`, except that a carousel with
 * nothing in it is left out (on `/` its empty band keeps the spec's page as it was), and the
 * banner is not drawn: it opens `/` only (the server leaves it out of a page's blocks too).
 */
export const landingSectionViews: { [K in HomeSectionKey]: SectionView } = {
  banner: () => null,
  clientLogos: (input) => (input.landing.clients?.length ? drawn('clientLogos')(input) : null),
  eLearning: drawn('eLearning'),
  services: drawn('services'),
  whyChoose: drawn('whyChoose'),
  appBanners: drawn('appBanners'),
  sellCourse: drawn('sellCourse'),
  stats: drawn('stats'),
  featureTabs: drawn('featureTabs'),
  faqs: drawn('faqs'),
  testimonials: (input) =>
    input.landing.testimonials?.length ? drawn('testimonials')(input) : null,
  launch: drawn('launch'),
};
