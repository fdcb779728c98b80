import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { longText, text } from './textFields';
import { image } from './valueFields';

/** The launch block: its title, text and picture. */
export const launchFieldList = {
  launchTitle: text({ max: 200 }),
  launchDesc: longText({ max: 2000 }),
  launchImage: image(),
};

/** The spec's "Launch section": the block at the foot of the landing page (one record). */
export const launch = defineSingleton({
  key: 'launch',
  api: '/api/launchSectionContent',
  idField: 'launchSectionId',
  fields: launchFieldList,
  strict: false,
  creatable: false,
  screen: '/launch',
  notFound: 'No launch section with this id.',
});
export const LaunchTextFields = launch.writeFields;
export type LaunchTextFields = z.infer<typeof LaunchTextFields>;
export const LaunchSection = launch.item;
export type LaunchSection = ItemOf<typeof launch>;
