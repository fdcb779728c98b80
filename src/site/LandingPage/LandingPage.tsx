import type { BusinessSection } from '@/sdk/content';
import type { ClientItem } from '@/sdk/content';
import type { CourseSection } from '@/sdk/content';
import type { ELearningSection, FaqItem, FeatureTabItem, WhyChooseSection } from '@/sdk/content';
import type { HomeContent } from '@/sdk/content';
import type { LaunchSection as LaunchContent } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';
import { Fragment } from 'react';
import { HOME_SECTION_KEYS } from '@/sdk/content/landingSectionKeys';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { ServerHtml } from '@/src/ui/ServerHtml';
import type { ImageUrlResolver } from '../SiteImage';
import { landingPageSections, landingSectionScripts } from './landingPageSections';
// The carousels (and swiper) load only when they near the viewport; their styles come with the
// page, so the server's HTML of them is laid out the same before and after their code arrives.
import 'swiper/css';
import '../CarouselControls/CarouselControls.css';
import '../ClientLogoStrip/ClientLogoStrip.css';
import '../TestimonialCarousel/TestimonialCarousel.css';
// The testimonials' stars (their styles; the component itself is tiny).
import '@/src/ui/StarRating';

export type LandingPageProps = {
  /** The home record (banner, services, app banners); null when its call failed. */
  home: HomeContent | null;
  /** The course record; null when its call failed. */
  course: CourseSection | null;
  /** The business counters; null when their call failed. */
  business: BusinessSection | null;
  /** The launch record; null when its call failed. */
  launch: LaunchContent | null;
  /** Client logos (inactive ones are filtered out); empty when the call failed. */
  clients: readonly ClientItem[];
  /** Testimonials (inactive ones are filtered out); empty when the call failed. */
  testimonials: readonly TestimonialItem[];
  /** The "About e-learning" copy; null when its call failed. */
  eLearning: ELearningSection | null;
  /** The "Why Teachers Choose Us" copy; null when its call failed. */
  whyChoose: WhyChooseSection | null;
  /** Active feature tabs in the editor's order; empty when the call failed. */
  featureTabs: readonly FeatureTabItem[];
  /** Active FAQ entries in the editor's order; empty when the call failed. */
  faqs: readonly FaqItem[];
  /** The app-store links from the site settings. */
  stores: { googlePlay: string; appStore: string };
  /** Turns stored image paths into URLs (API host + path). */
  imageUrl?: ImageUrlResolver;
  /**
   * The sections shown, in order: the editor's layout of `/` (issue 44, docs/pages.md). Left
   * out, the twelve in the spec's order, which is what `/` is with no layout stored.
   */
  sections?: readonly HomeSectionKey[];
};

// The spec's order, the sdk's list (LandingPage.test checks the map draws exactly these). Not
// the map's own keys: Storybook's docgen gives the map a displayName and __docgenInfo, which
// Object.keys then listed as sections ("B[e] is not a function" in every landing story).
const SPEC_ORDER = HOME_SECTION_KEYS;

/**
 * The landing page: its sections in the layout's order (the spec's by default). Each section
 * copes with its own data missing, so one failed call never blanks the page. A section that
 * needs no script (landingSectionScripts) is kept as the server drew it: the browser hydrates
 * only the carousels, the count-up, the tabs and the questions (docs/pages.md, "No script where
 * none is needed").
 */
export function LandingPage({ sections = SPEC_ORDER, ...props }: LandingPageProps) {
  const input = { landing: props, imageUrl: props.imageUrl, stores: props.stores };
  // No <main> here: the site layout owns the page's landmark around every public route.
  return (
    <>
      {sections.map((section) => {
        const drawn = landingPageSections[section](input);
        return (
          <Fragment key={section}>
            {landingSectionScripts[section] === 'none' ? (
              <ServerHtml id={`section-${section}`}>{drawn}</ServerHtml>
            ) : (
              drawn
            )}
          </Fragment>
        );
      })}
    </>
  );
}
