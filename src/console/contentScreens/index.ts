/**
 * The console's half of every content declaration: labels, form fields, table columns. Admin
 * code only (the routes, the navigation, the forms and tables); the public pages never import it.
 */
import { business, clients, course, home, launch, settings, testimonials } from '@/sdk/content';
import { businessScreens } from './business';
import { clientScreens } from './clients';
import { courseScreens } from './course';
import { homeScreens } from './home';
import { launchScreens } from './launch';
import type { CollectionEntry, SingletonEntry } from './screens';
import { settingsScreens } from './settings';
import { testimonialScreens } from './testimonials';

export type * from './screens';

/** Each declaration with its console screens. */
export const adminContent = {
  singletons: [
    { definition: settings, screens: settingsScreens },
    { definition: course, screens: courseScreens },
    { definition: business, screens: businessScreens },
    { definition: launch, screens: launchScreens },
    { definition: home, screens: homeScreens },
  ] as SingletonEntry[],
  collections: [
    { definition: clients, screens: clientScreens },
    { definition: testimonials, screens: testimonialScreens },
  ] as CollectionEntry[],
};
