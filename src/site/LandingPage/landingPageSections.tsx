import type { ReactNode } from 'react';
import type { LandingData } from '@/sdk/content';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { lazyPart, LoadWhenNear } from '@/src/ui/LoadWhenNear';
import { AppBanners } from '../AppBanners';
import { Banner } from '../Banner';
import type { BlockScript } from '../blocks';
import { ELearningIntro } from '../ELearningIntro';
import { FaqAccordion } from '../FaqAccordion';
import { FeatureTabs } from '../FeatureTabs';
import { LaunchSection } from '../LaunchSection';
import { SellCourse } from '../SellCourse';
import { Services } from '../Services';
import type { ImageUrlResolver } from '../SiteImage';
import { StatsBand } from '../StatsBand';
import { WhyTeachersChoose } from '../WhyTeachersChoose';

// The carousels (and swiper) load only when they near the viewport, on `/` and on a campaign page
// alike (one lazy part each, so the server preloads each once).
const ClientLogoStrip = lazyPart(() => import('../ClientLogoStrip').then((m) => m.ClientLogoStrip));
const TestimonialCarousel = lazyPart(() =>
  import('../TestimonialCarousel').then((m) => m.TestimonialCarousel),
);

/** LandingData as sections read it: any field may be absent (a page reads only its sections'). */
export type LandingSectionContent = {
  readonly [F in keyof LandingData]?: LandingData[F] extends readonly (infer T)[]
    ? readonly T[]
    : LandingData[F];
};

/** What a section is drawn from: the landing content read for the page, and the settings'. */
export interface LandingSectionInput {
  /** `/` has every field; a campaign page only those its sections read (null: the read failed). */
  landing: LandingSectionContent;
  imageUrl?: ImageUrlResolver;
  /** The app-store links from the site settings. */
  stores: { googlePlay: string; appStore: string };
}

/**
 * Whether a section needs the browser's code once drawn (a type the page-building blocks share,
 * src/site/blocks/blockView.ts): `hydrate` only for what a visitor presses or watches move, a
 * carousel, the stats' count, the tabs and the questions. The rest stays the server's HTML, never
 * hydrated (src/ui/ServerHtml): on `/` (LandingPage) and on a campaign page alike
 * (src/site/blocks/LandingSectionBlock). Its lead links work without React (app/site/leadLinks.ts).
 */
export const landingSectionScripts: { readonly [K in HomeSectionKey]: BlockScript } = {
  banner: 'none',
  clientLogos: 'hydrate',
  eLearning: 'none',
  services: 'none',
  whyChoose: 'none',
  appBanners: 'none',
  sellCourse: 'none',
  stats: 'hydrate',
  featureTabs: 'hydrate',
  faqs: 'hydrate',
  testimonials: 'hydrate',
  launch: 'none',
};

/**
 * Each of the landing page's twelve sections, drawn from its field of LandingData: `/` draws them
 * in its layout's order (LandingPage), a campaign page's landingSection block one of them
 * (src/site/blocks/LandingSectionBlock). Keyed by the sdk's keys: one declared there and not
 * drawn here does not compile. Each copes with its content missing (left out, or fixed copy).
 */
export const landingPageSections: {
  [K in HomeSectionKey]: (input: LandingSectionInput) => ReactNode;
} = {
  banner: ({ landing, imageUrl }) => <Banner content={landing.home ?? null} imageUrl={imageUrl} />,
  clientLogos: ({ landing, imageUrl }) => (
    <LoadWhenNear>
      <ClientLogoStrip clients={landing.clients ?? []} imageUrl={imageUrl} />
    </LoadWhenNear>
  ),
  eLearning: ({ landing }) => <ELearningIntro content={landing.eLearning ?? null} />,
  services: ({ landing, imageUrl }) => (
    <Services content={landing.home ?? null} imageUrl={imageUrl} />
  ),
  whyChoose: ({ landing }) => <WhyTeachersChoose content={landing.whyChoose ?? null} />,
  appBanners: ({ landing, imageUrl }) => (
    <AppBanners content={landing.home ?? null} imageUrl={imageUrl} />
  ),
  sellCourse: ({ landing, imageUrl }) => (
    <SellCourse course={landing.course ?? null} imageUrl={imageUrl} />
  ),
  stats: ({ landing }) => <StatsBand business={landing.business ?? null} />,
  featureTabs: ({ landing }) => <FeatureTabs tabs={landing.featureTabs ?? []} />,
  faqs: ({ landing }) => <FaqAccordion items={landing.faqs ?? []} />,
  testimonials: ({ landing, imageUrl }) => (
    <LoadWhenNear>
      <TestimonialCarousel testimonials={landing.testimonials ?? []} imageUrl={imageUrl} />
    </LoadWhenNear>
  ),
  launch: ({ landing, imageUrl, stores }) => (
    <LaunchSection launch={landing.launch ?? null} imageUrl={imageUrl} stores={stores} />
  ),
};
