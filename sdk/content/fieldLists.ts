import { businessFieldList } from './business';
import { clientFieldList } from './clients';
import { courseFieldList } from './course';
import { eLearningFieldList } from './eLearning';
import { faqFieldList } from './faqs';
import { featureTabFieldList } from './featureTabs';
import type { FieldList } from './fields';
import { homeFieldList } from './home';
import { launchFieldList } from './launch';
import { policyFieldList } from './policies';
import type { ContentKey } from './registry';
import { settingsFieldList } from './settings';
import { testimonialFieldList } from './testimonials';
import { whyChooseFieldList } from './whyChoose';

// Each declaration's field list (./fields.ts) by its key, for code that walks every declaration's
// fields: tests make a record of each from its samples, and the console's kinds are checked
// against them. Typed by ContentKey, so a new declaration does not compile until it has its list.
// A module of its own: nothing the public pages import reaches it.

/**
 * Every declaration's fields, or null where they are still written as zod schemas: a page's
 * fields and blocks (./pages.ts, ./pageBlocks.ts; ./nestedFields.ts has builders for their lists).
 */
export const contentFieldLists: { readonly [K in ContentKey]: FieldList | null } = {
  settings: settingsFieldList,
  course: courseFieldList,
  business: businessFieldList,
  launch: launchFieldList,
  home: homeFieldList,
  eLearning: eLearningFieldList,
  whyChoose: whyChooseFieldList,
  featureTabs: featureTabFieldList,
  faqs: faqFieldList,
  clients: clientFieldList,
  testimonials: testimonialFieldList,
  pages: null,
  privacyPolicy: policyFieldList,
  termsPolicy: policyFieldList,
  refundPolicy: policyFieldList,
};
