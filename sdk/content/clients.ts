import { z } from 'zod';
import { FormBoolean, ImagePath, requiredText } from '../schemas/common';
import { defineCollection } from './define';
import type { CollectionScreens } from './screens';

/** A client logo shown in the landing page's strip when active. */
export const ClientItem = z.object({
  _id: z.string(),
  clientTitle: z.string(),
  clientImg: ImagePath,
  isActive: z.boolean(),
});
export type ClientItem = z.infer<typeof ClientItem>;

/** Creating a client: the title; clientImg is a required file part. */
export const ClientCreate = z.object({
  clientTitle: requiredText(200),
  isActive: FormBoolean.optional(),
});
export type ClientCreate = z.infer<typeof ClientCreate>;

/** The spec's "Client section item" (sections 2, 3 and 7). */
export const clients = defineCollection({
  key: 'clients',
  api: '/api/clientSection',
  idField: 'clientSectionId',
  item: ClientItem,
  create: ClientCreate,
  images: { clientImg: { required: true } },
  order: 'newest',
  screens: { list: '/manage-client', create: '/create-new-client', update: '/update-client' },
  notFound: 'No client with this id.',
});

export const clientScreens = {
  group: 'Clients',
  card: 'Client',
  fields: {
    clientTitle: { label: 'Client Title', kind: 'text' },
    clientImg: { label: 'Client Image', kind: 'image', preview: { width: 200, height: 60 } },
  },
  list: {
    label: 'Manage Client',
    caption: 'Clients',
    empty: 'No clients yet.',
    search: 'Search clients',
    columns: [
      { kind: 'position', header: 'S.NO' },
      {
        kind: 'image',
        header: 'Client Image',
        value: (c) => c.clientImg,
        alt: (c) => `${c.clientTitle} logo`,
        width: 100,
        height: 30,
      },
      {
        kind: 'text',
        header: 'Client Name',
        value: (c) => c.clientTitle,
        truncate: true,
        sortable: true,
        filterable: true,
      },
      { kind: 'status', header: 'Status', label: (c) => `Status of ${c.clientTitle}` },
      { kind: 'actions', header: 'Action', itemName: (c) => c.clientTitle },
    ],
  },
  create: { label: 'Create New Client', form: 'Create new client' },
  update: { title: 'Update Client', form: 'Update client' },
  confirmDelete: {
    title: 'Delete this client?',
    body: (c) => `${c.clientTitle} will be removed from the site. This cannot be undone.`,
  },
} satisfies CollectionScreens<typeof clients>;
