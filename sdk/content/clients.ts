import type { z } from 'zod';
import { defineCollection } from './define';
import { text } from './textFields';
import { image, status } from './valueFields';

/** A client logo shown in the landing page's strip when active. */
export const clientFieldList = {
  // The console's name of a logo: visitors get the image's alt text instead.
  clientTitle: text({ max: 200, visitor: false }),
  clientImg: image(),
  isActive: status(),
};

/** The spec's "Client section item" (sections 2, 3 and 7). */
export const clients = defineCollection({
  key: 'clients',
  api: '/api/clientSection',
  idField: 'clientSectionId',
  fields: clientFieldList,
  strict: false,
  // The editor's order (drag and drop); a new item goes first, as the spec asks.
  order: 'manual',
  screens: { list: '/manage-client', create: '/create-new-client', update: '/update-client' },
  notFound: 'No client with this id.',
});

/** Creating a client: the title; clientImg is a required file part. */
export const ClientCreate = clients.writeFields;
export type ClientCreate = z.infer<typeof ClientCreate>;

/** A record as the API answers it, with its image's alt text (sdk/content/imageAlt.ts). */
export const ClientItem = clients.item;
export type ClientItem = z.infer<typeof ClientItem>;
