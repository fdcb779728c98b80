import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

export const LaunchTextFields = z.object({
  launchTitle: requiredText(200),
  launchDesc: requiredText(2000),
});
export type LaunchTextFields = z.infer<typeof LaunchTextFields>;

/** The spec's "Launch section": the block at the foot of the landing page (one record). */
export const launch = defineSingleton({
  key: 'launch',
  api: '/api/launchSectionContent',
  idField: 'launchSectionId',
  fields: LaunchTextFields,
  images: { launchImage: { required: true, alt: 'content' } },
  creatable: false,
  screen: '/launch',
  notFound: 'No launch section with this id.',
});
export const LaunchSection = launch.item;
export type LaunchSection = ItemOf<typeof launch>;
