import type { BusinessSection } from '@/sdk/content';
import type { ClientItem } from '@/sdk/content';
import type { CourseSection } from '@/sdk/content';
import type { ELearningSection, FaqItem, FeatureTabItem, WhyChooseSection } from '@/sdk/content';
import type { HomeContent } from '@/sdk/content';
import type { LaunchSection as LaunchContent } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';
import { lazyPart, LoadWhenNear } from '@/src/ui/LoadWhenNear';
import { AppBanners } from '../AppBanners';
import { Banner } from '../Banner';
import { ELearningIntro } from '../ELearningIntro';
import { FaqAccordion } from '../FaqAccordion';
import { FeatureTabs } from '../FeatureTabs';
import { LaunchSection } from '../LaunchSection';
import { SellCourse } from '../SellCourse';
import { Services } from '../Services';
import type { ImageUrlResolver } from '../SiteImage';
import { StatsBand } from '../StatsBand';
import { WhyTeachersChoose } from '../WhyTeachersChoose';
// The carousels (and swiper) load only when they near the viewport; their styles come with the
// page, so the server's HTML of them is laid out the same before and after their code arrives.
import 'swiper/css';
import '../CarouselControls/CarouselControls.css';
import '../ClientLogoStrip/ClientLogoStrip.css';
import '../TestimonialCarousel/TestimonialCarousel.css';
// The testimonials' stars (their styles; the component itself is tiny).
import '@/src/ui/StarRating';

const ClientLogoStrip = lazyPart(() => import('../ClientLogoStrip').then((m) => m.ClientLogoStrip));
const TestimonialCarousel = lazyPart(() =>
  import('../TestimonialCarousel').then((m) => m.TestimonialCarousel),
);

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
};

/**
 * The landing page's twelve sections in the spec's order. Each section copes with its own data
 * missing, so one failed call never blanks the page.
 */
export function LandingPage(props: LandingPageProps) {
  const { home, imageUrl } = props;
  // No <main> here: the site layout owns the page's landmark around every public route.
  return (
    <>
      <Banner content={home} imageUrl={imageUrl} />
      <LoadWhenNear>
        <ClientLogoStrip clients={props.clients} imageUrl={imageUrl} />
      </LoadWhenNear>
      <ELearningIntro content={props.eLearning} />
      <Services content={home} imageUrl={imageUrl} />
      <WhyTeachersChoose content={props.whyChoose} />
      <AppBanners content={home} imageUrl={imageUrl} />
      <SellCourse course={props.course} imageUrl={imageUrl} />
      <StatsBand business={props.business} />
      <FeatureTabs tabs={props.featureTabs} />
      <FaqAccordion items={props.faqs} />
      <LoadWhenNear>
        <TestimonialCarousel testimonials={props.testimonials} imageUrl={imageUrl} />
      </LoadWhenNear>
      <LaunchSection launch={props.launch} imageUrl={imageUrl} stores={props.stores} />
    </>
  );
}
