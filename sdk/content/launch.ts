import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import type { SingletonScreens } from './screens';

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
  images: { launchImage: { required: true } },
  creatable: false,
  screen: '/launch',
  notFound: 'No launch section with this id.',
});
export const LaunchSection = launch.item;
export type LaunchSection = ItemOf<typeof launch>;

export const launchScreens = {
  group: 'Pages',
  label: 'Launch',
  form: 'Launch section',
  card: 'Launch',
  fields: {
    launchTitle: { label: 'Launch Title', kind: 'text' },
    // The spec's screen calls the description "launch sub title".
    launchDesc: { label: 'Launch Sub Title', kind: 'multiline', rows: 4 },
    launchImage: { label: 'Launch Image', kind: 'image' },
  },
} satisfies SingletonScreens<typeof launch>;
