import type { clients } from '@/sdk/content';
import type { CollectionScreens } from './screens';

// The console's half of the clients declaration (sdk/content/clients.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

export const clientScreens = {
  group: 'Clients',
  card: 'Client',
  fields: {
    clientTitle: { label: 'Client Title' },
    clientImg: { label: 'Client Image', preview: { width: 200, height: 60 } },
  },
  list: {
    label: 'Manage Client',
    caption: 'Clients',
    empty: 'No clients yet.',
    search: 'Search clients',
    // Each column's kind and value follow from its field (./tableColumns.ts).
    columns: [
      'position',
      { field: 'clientImg', alt: (c) => `${c.clientTitle} logo`, box: { width: 100, height: 30 } },
      { field: 'clientTitle', header: 'Client Name', truncate: true },
      'status',
      'actions',
    ],
  },
  create: { label: 'Create New Client', form: 'Create new client' },
  update: { title: 'Update Client', form: 'Update client' },
  confirmDelete: {
    title: 'Delete this client?',
    body: (c) =>
      `${c.clientTitle} will be removed from the site. You can undo it for a few seconds, or restore it from the Trash later.`,
  },
} satisfies CollectionScreens<typeof clients>;
