import type { launch } from '@/sdk/content';
import type { SingletonScreens } from './screens';

// The console's half of the launch declaration (sdk/content/launch.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

export const launchScreens = {
  group: 'Pages',
  label: 'Launch',
  form: 'Launch section',
  card: 'Launch',
  fields: {
    launchTitle: { label: 'Launch Title' },
    // The spec's screen calls the description "launch sub title".
    launchDesc: { label: 'Launch Sub Title', rows: 4 },
    launchImage: { label: 'Launch Image' },
  },
} satisfies SingletonScreens<typeof launch>;
