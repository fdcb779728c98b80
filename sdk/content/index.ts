/**
 * The content declarations: one file per collection (clients, testimonials) and per section
 * (home, course, launch, business). Pure data and zod schemas, no API client, so components may
 * import it too: `import { clients, type ClientItem } from '@/sdk/content'`. The console's half
 * (labels, form fields, table columns) is in src/console/contentScreens.
 */
import { business } from './business';
import { clients } from './clients';
import { course } from './course';
import { eLearning } from './eLearning';
import { faqs } from './faqs';
import { featureTabs } from './featureTabs';
import { home } from './home';
import { launch } from './launch';
import { privacyPolicy, refundPolicy, termsPolicy } from './policies';
import { settings } from './settings';
import { testimonials } from './testimonials';
import { whyChoose } from './whyChoose';

export * from './business';
export * from './clients';
export * from './course';
export * from './eLearning';
export * from './faqs';
export * from './featureTabs';
export * from './home';
export * from './imageAlt';
export * from './launch';
export * from './linkLines';
export * from './markdown';
export * from './markdownBlocks';
export * from './policies';
export * from './settings';
export * from './testimonials';
export * from './whyChoose';
export { ContentMessages } from './messages';
export { defineCollection, defineSingleton, endpoint, Reorder } from './define';
export type * from './define';

/** Every collection and section, in the console's navigation order. */
export const contentDefinitions = [
  settings,
  course,
  business,
  launch,
  home,
  eLearning,
  whyChoose,
  featureTabs,
  faqs,
  clients,
  testimonials,
  privacyPolicy,
  termsPolicy,
  refundPolicy,
] as const;
