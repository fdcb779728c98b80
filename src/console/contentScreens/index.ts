/**
 * The console's half of every content declaration: labels, form fields, table columns. Admin
 * code only (the routes, the navigation, the forms and tables); the public pages never import it.
 */
import {
  business,
  clients,
  course,
  eLearning,
  faqs,
  featureTabs,
  home,
  launch,
  privacyPolicy,
  refundPolicy,
  settings,
  termsPolicy,
  testimonials,
  whyChoose,
} from '@/sdk/content';
import { businessScreens } from './business';
import { clientScreens } from './clients';
import { courseScreens } from './course';
import { eLearningScreens } from './eLearning';
import { faqScreens } from './faqs';
import { featureTabScreens } from './featureTabs';
import { homeScreens } from './home';
import { launchScreens } from './launch';
import { privacyPolicyScreens, refundPolicyScreens, termsPolicyScreens } from './policies';
import type { CollectionEntry, SingletonEntry } from './screens';
import { settingsScreens } from './settings';
import { testimonialScreens } from './testimonials';
import { whyChooseScreens } from './whyChoose';

export type * from './screens';

/** Each declaration with its console screens. */
export const adminContent = {
  singletons: [
    { definition: settings, screens: settingsScreens },
    { definition: course, screens: courseScreens },
    { definition: business, screens: businessScreens },
    { definition: launch, screens: launchScreens },
    { definition: home, screens: homeScreens },
    { definition: eLearning, screens: eLearningScreens },
    { definition: whyChoose, screens: whyChooseScreens },
    { definition: privacyPolicy, screens: privacyPolicyScreens },
    { definition: termsPolicy, screens: termsPolicyScreens },
    { definition: refundPolicy, screens: refundPolicyScreens },
  ] as SingletonEntry[],
  collections: [
    { definition: clients, screens: clientScreens },
    { definition: testimonials, screens: testimonialScreens },
    { definition: featureTabs, screens: featureTabScreens },
    { definition: faqs, screens: faqScreens },
  ] as CollectionEntry[],
};
