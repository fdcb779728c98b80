import type { featureTabs } from '@/sdk/content';
import type { CollectionScreens } from './screens';

// The console's half of the feature tabs declaration (sdk/content/featureTabs.ts). Kept in its
// own module so none of it reaches the public pages' bundle.

export const featureTabScreens = {
  group: 'Feature Tabs',
  card: 'Feature Tab',
  fields: {
    label: { label: 'Tab Label' },
    title: { label: 'Panel Title' },
    text: { label: 'Panel Text', rows: 5 },
  },
  list: {
    label: 'Manage Feature Tabs',
    caption: 'Feature tabs',
    empty: 'No feature tabs yet.',
    search: 'Search feature tabs',
    // Each column's kind and value follow from its field (./tableColumns.ts).
    columns: [
      'position',
      { field: 'label', header: 'Tab' },
      { field: 'title', header: 'Title', truncate: true, filterable: true },
      'status',
      'actions',
    ],
  },
  create: { label: 'Create New Feature Tab', form: 'Create new feature tab' },
  update: { title: 'Update Feature Tab', form: 'Update feature tab' },
  confirmDelete: {
    title: 'Delete this feature tab?',
    body: (t) =>
      `The "${t.label}" tab will be removed from the site. You can undo it for a few seconds, or restore it from the Trash later.`,
  },
} satisfies CollectionScreens<typeof featureTabs>;
