import type { ReactNode } from 'react';
import type { LandingData } from '@/sdk/content';
import type { LandingSectionKey } from '@/sdk/content/landingSectionKeys';
import { lazyPart, LoadWhenNear } from '@/src/ui/LoadWhenNear';
import { AppBanners } from '../../AppBanners';
import { ELearningIntro } from '../../ELearningIntro';
import { FaqAccordion } from '../../FaqAccordion';
import { FeatureTabs } from '../../FeatureTabs';
import { LaunchSection } from '../../LaunchSection';
import { SellCourse } from '../../SellCourse';
import { Services } from '../../Services';
import type { ImageUrlResolver } from '../../SiteImage';
import { StatsBand } from '../../StatsBand';
import { WhyTeachersChoose } from '../../WhyTeachersChoose';
import type { AppStores, BlockScript } from '../blockView';

// The carousels (and swiper) load only when the visitor nears them, as on the landing page.
const ClientLogoStrip = lazyPart(() =>
  import('../../ClientLogoStrip').then((m) => m.ClientLogoStrip),
);
const TestimonialCarousel = lazyPart(() =>
  import('../../TestimonialCarousel').then((m) => m.TestimonialCarousel),
);

/** What a section is drawn from: the landing content the server read for the page. */
export interface SectionInput {
  landing: Partial<LandingData>;
  imageUrl?: ImageUrlResolver;
  stores: AppStores;
}

interface SectionView {
  /** The section as src/site/LandingPage draws it, from the same field of LandingData. */
  draw: (input: SectionInput) => ReactNode;
  /** `hydrate` only for what a visitor presses, a carousel or the stats' count. */
  script: BlockScript;
}

/**
 * Each section a landingSection block may show, keyed as the sdk keys them: a key declared there
 * and not drawn here does not compile. A section whose content failed to load copes as it does
 * on `/` (left out, or its fixed copy); a carousel with nothing in it is left out.
 */
export const landingSectionViews: { [K in LandingSectionKey]: SectionView } = {
  clientLogos: {
    script: 'hydrate',
    draw: ({ landing, imageUrl }) =>
      landing.clients?.length ? (
        <LoadWhenNear>
          <ClientLogoStrip clients={landing.clients} imageUrl={imageUrl} />
        </LoadWhenNear>
      ) : null,
  },
  eLearning: {
    script: 'none',
    draw: ({ landing }) => <ELearningIntro content={landing.eLearning ?? null} />,
  },
  services: {
    script: 'none',
    draw: ({ landing, imageUrl }) => (
      <Services content={landing.home ?? null} imageUrl={imageUrl} />
    ),
  },
  whyChoose: {
    script: 'none',
    draw: ({ landing }) => <WhyTeachersChoose content={landing.whyChoose ?? null} />,
  },
  appBanners: {
    script: 'none',
    draw: ({ landing, imageUrl }) => (
      <AppBanners content={landing.home ?? null} imageUrl={imageUrl} />
    ),
  },
  sellCourse: {
    script: 'none',
    draw: ({ landing, imageUrl }) => (
      <SellCourse course={landing.course ?? null} imageUrl={imageUrl} />
    ),
  },
  // The figures count up once in view: that takes the browser's code.
  stats: { script: 'hydrate', draw: ({ landing }) => <StatsBand business={landing.business} /> },
  featureTabs: {
    script: 'hydrate',
    draw: ({ landing }) => <FeatureTabs tabs={landing.featureTabs ?? []} />,
  },
  faqs: { script: 'hydrate', draw: ({ landing }) => <FaqAccordion items={landing.faqs ?? []} /> },
  testimonials: {
    script: 'hydrate',
    draw: ({ landing, imageUrl }) =>
      landing.testimonials?.length ? (
        <LoadWhenNear>
          <TestimonialCarousel testimonials={landing.testimonials} imageUrl={imageUrl} />
        </LoadWhenNear>
      ) : null,
  },
  launch: {
    script: 'none',
    draw: ({ landing, imageUrl, stores }) => (
      <LaunchSection launch={landing.launch} imageUrl={imageUrl} stores={stores} />
    ),
  },
};
