import type { ReactNode } from 'react';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { landingPageSections } from '@/src/site/LandingPage';
import type { LandingSectionInput } from '@/src/site/LandingPage';
import type { BlockScript } from '../blockView';

/** What a section is drawn from: the landing content the server read for the page. */
export type SectionInput = LandingSectionInput;

interface SectionView {
  /** The section as `/` draws it (src/site/LandingPage), from the same field of LandingData. */
  draw: (input: SectionInput) => ReactNode;
  /** `hydrate` only for what a visitor presses, a carousel or the stats' count. */
  script: BlockScript;
}

const drawn = (section: HomeSectionKey) => landingPageSections[section];

/**
 * Each section a landingSection block may show, keyed as the sdk keys them: a key declared there
 * and not placed here does not compile. A section draws as on `/`, except that a carousel with
 * nothing in it is left out (on `/` its empty band keeps the spec's page as it was), and the
 * banner is not drawn: it opens `/` only (the server leaves it out of a page's blocks too).
 */
export const landingSectionViews: { [K in HomeSectionKey]: SectionView } = {
  banner: { script: 'none', draw: () => null },
  clientLogos: {
    script: 'hydrate',
    draw: (input) => (input.landing.clients?.length ? drawn('clientLogos')(input) : null),
  },
  eLearning: { script: 'none', draw: drawn('eLearning') },
  services: { script: 'none', draw: drawn('services') },
  whyChoose: { script: 'none', draw: drawn('whyChoose') },
  appBanners: { script: 'none', draw: drawn('appBanners') },
  sellCourse: { script: 'none', draw: drawn('sellCourse') },
  // The figures count up once in view: that takes the browser's code.
  stats: { script: 'hydrate', draw: drawn('stats') },
  featureTabs: { script: 'hydrate', draw: drawn('featureTabs') },
  faqs: { script: 'hydrate', draw: drawn('faqs') },
  testimonials: {
    script: 'hydrate',
    draw: (input) => (input.landing.testimonials?.length ? drawn('testimonials')(input) : null),
  },
  launch: { script: 'none', draw: drawn('launch') },
};
