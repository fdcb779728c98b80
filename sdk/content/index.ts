/**
 * The content declarations: one file per collection (clients, testimonials) and per section
 * (home, course, launch, business). Pure data and zod schemas, no API client, so components may
 * import it too: `import { clients, type ClientItem } from '@/sdk/content'`.
 */
import { business, businessScreens } from './business';
import { clients, clientScreens } from './clients';
import { course, courseScreens } from './course';
import { home, homeScreens } from './home';
import { launch, launchScreens } from './launch';
import type { CollectionEntry, SingletonEntry } from './screens';
import { testimonials, testimonialScreens } from './testimonials';

export * from './business';
export * from './clients';
export * from './course';
export * from './home';
export * from './launch';
export * from './testimonials';
export { ContentMessages } from './messages';
export { defineCollection, defineSingleton, endpoint } from './define';
export type * from './define';
export type * from './screens';

/** Every collection and section, in the console's navigation order. */
export const contentDefinitions = [course, business, launch, home, clients, testimonials] as const;

/**
 * The definitions with their console screens, for admin code only (the routes, the navigation,
 * the forms and tables). The public pages never import this list.
 */
export const adminContent = {
  singletons: [
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
