import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { createSchema, imageRules } from './fields';
import { longText, text } from './textFields';
import { image } from './valueFields';

/** The launch block: its title, text and picture. */
export const launchFieldList = {
  launchTitle: text({ max: 200 }),
  launchDesc: longText({ max: 2000 }),
  launchImage: image(),
};

export const LaunchTextFields = createSchema(launchFieldList, { strict: false });
export type LaunchTextFields = z.infer<typeof LaunchTextFields>;

/** The spec's "Launch section": the block at the foot of the landing page (one record). */
export const launch = defineSingleton({
  key: 'launch',
  api: '/api/launchSectionContent',
  idField: 'launchSectionId',
  fields: LaunchTextFields,
  images: imageRules(launchFieldList),
  creatable: false,
  screen: '/launch',
  notFound: 'No launch section with this id.',
});
export const LaunchSection = launch.item;
export type LaunchSection = ItemOf<typeof launch>;
