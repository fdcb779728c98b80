import { sdk } from '@/sdk';
import type { BusinessSection } from '@/sdk/content';
import type { ClientItem } from '@/sdk/content';
import type { CourseSection } from '@/sdk/content';
import type { ELearningSection, FaqItem, FeatureTabItem, WhyChooseSection } from '@/sdk/content';
import type { HomeContent } from '@/sdk/content';
import type { LaunchSection } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';

/** Everything the landing page shows; a section whose call failed is null (or empty) and falls back. */
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

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/**
 * The calls go out in parallel; one failing never blocks the page (spec: a failed content
 * call is not displayed on the public page). Only active clients and testimonials are shown,
 * even if a signed-in admin's token makes the server return all of them.
 */
export async function landingLoader({ context }: { context?: unknown } = {}): Promise<LandingData> {
  // On the server (app/entry-server.tsx) the content comes straight from the database.
  const server = context as { loadLanding?: () => Promise<LandingData> } | undefined;
  if (server?.loadLanding) return server.loadLanding();
  const [home, course, launch, business, clients, testimonials, ...copy] = await Promise.allSettled(
    [
      sdk.home.getAll(),
      sdk.course.getAll(),
      sdk.launch.getAll(),
      sdk.business.getAll(),
      sdk.clients.getAll(),
      sdk.testimonials.getAll(),
      sdk.eLearning.getAll(),
      sdk.whyChoose.getAll(),
    ],
  );
  const [eLearning, whyChoose] = copy;
  const [featureTabs, faqs] = await Promise.allSettled([
    sdk.featureTabs.getAll(),
    sdk.faqs.getAll(),
  ]);
  return {
    home: settled(home, [])[0] ?? null,
    course: settled(course, [])[0] ?? null,
    launch: settled(launch, [])[0] ?? null,
    business: settled(business, [])[0] ?? null,
    clients: settled(clients, []).filter((c) => c.isActive),
    testimonials: settled(testimonials, []).filter((t) => t.isActive),
    eLearning: (eLearning?.status === 'fulfilled' ? eLearning.value[0] : null) ?? null,
    whyChoose: (whyChoose?.status === 'fulfilled' ? whyChoose.value[0] : null) ?? null,
    featureTabs: settled(featureTabs, []).filter((t) => t.isActive),
    faqs: settled(faqs, []).filter((f) => f.isActive),
  };
}
