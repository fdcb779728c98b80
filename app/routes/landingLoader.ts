import type { BusinessSection } from '@/sdk/content';
import type { ClientItem } from '@/sdk/content';
import type { CourseSection } from '@/sdk/content';
import type { ELearningSection, FaqItem, FeatureTabItem, WhyChooseSection } from '@/sdk/content';
import type { HomeContent } from '@/sdk/content';
import type { LaunchSection } from '@/sdk/content';
import type { PolicyName, PolicyRecord, SiteSettings } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';

/** Everything the landing page shows; a section whose read failed is null (or empty) and falls back. */
export interface LandingData {
  home: HomeContent | null;
  course: CourseSection | null;
  launch: LaunchSection | null;
  business: BusinessSection | null;
  clients: ClientItem[];
  testimonials: TestimonialItem[];
  eLearning: ELearningSection | null;
  whyChoose: WhyChooseSection | null;
  featureTabs: FeatureTabItem[];
  faqs: FaqItem[];
}

/** What the server hands the render (app/entry-server.tsx). */
export interface RenderContext {
  /** The landing content, read straight from the database (server/render/siteContent.ts). */
  loadLanding: () => Promise<LandingData>;
  /** The site settings every public page shows around its content. */
  loadSite: () => Promise<SiteSettings>;
  /** One policy page's stored title, date and text. */
  loadPolicy: (name: PolicyName) => Promise<PolicyRecord>;
}

/**
 * The landing route's loader, run by the server's static handler only: the browser never loads
 * a public page's data itself (it hydrates from the data the server wrote into the page).
 */
export function landingLoader({ context }: { context?: unknown }): Promise<LandingData> {
  return (context as RenderContext).loadLanding();
}
