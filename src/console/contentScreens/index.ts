/**
 * The console's half of every content declaration: labels, form fields, table columns. Admin
 * code only (the routes, the navigation, the forms and tables); the public pages never import it.
 */
import { contentDefinitionList } from '@/sdk/content';
import type { AnyCollection, AnySingleton, ContentDefinitions, ContentKey } from '@/sdk/content';
import { businessScreens } from './business';
import { clientScreens } from './clients';
import { courseScreens } from './course';
import { eLearningScreens } from './eLearning';
import { faqScreens } from './faqs';
import { featureTabScreens } from './featureTabs';
import { homeScreens } from './home';
import { launchScreens } from './launch';
import { pageScreens } from './pages';
import { privacyPolicyScreens, refundPolicyScreens, termsPolicyScreens } from './policies';
import type {
  CollectionEntry,
  CollectionScreens,
  ContentEntry,
  SingletonEntry,
  SingletonScreens,
} from './screens';
import { settingsScreens } from './settings';
import { testimonialScreens } from './testimonials';
import { whyChooseScreens } from './whyChoose';

export type * from './screens';

/** The console's half of a declaration: a collection's table and forms, or a section's form. */
export type ScreensOf<D> = D extends AnyCollection
  ? CollectionScreens<D>
  : D extends AnySingleton
    ? SingletonScreens<D>
    : never;
/** A declaration with its console screens. */
export type EntryOf<D> = D extends AnyCollection
  ? CollectionEntry<D>
  : D extends AnySingleton
    ? SingletonEntry<D>
    : never;

/**
 * The console screens of every declaration, by its key: a declaration added to sdk/content is a
 * compile error here until it has its screens. The routes and the side navigation follow
 * (src/console/consoleScreens, src/console/navigation).
 */
const screens: { [K in ContentKey]: ScreensOf<ContentDefinitions[K]> } = {
  settings: settingsScreens,
  course: courseScreens,
  business: businessScreens,
  launch: launchScreens,
  home: homeScreens,
  eLearning: eLearningScreens,
  whyChoose: whyChooseScreens,
  featureTabs: featureTabScreens,
  faqs: faqScreens,
  clients: clientScreens,
  testimonials: testimonialScreens,
  pages: pageScreens,
  privacyPolicy: privacyPolicyScreens,
  termsPolicy: termsPolicyScreens,
  refundPolicy: refundPolicyScreens,
};

/** Each declaration with its console screens, by its key. */
export const adminContent = Object.fromEntries(
  contentDefinitionList.map((definition) => [
    definition.key,
    { definition, screens: screens[definition.key] },
  ]),
) as unknown as { [K in ContentKey]: EntryOf<ContentDefinitions[K]> };

/** Every declaration with its screens, in navigation order, as generic code takes them. */
export const contentEntries = Object.values(adminContent) as ContentEntry[];
