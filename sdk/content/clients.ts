import { z } from 'zod';
import { FormBoolean, ImagePath, requiredText } from '../schemas/common';
import { defineCollection } from './define';

/** A client logo shown in the landing page's strip when active. */
const ClientItemFields = z.object({
  _id: z.string(),
  clientTitle: z.string(),
  clientImg: ImagePath,
  isActive: z.boolean(),
});

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
  item: ClientItemFields,
  create: ClientCreate,
  images: { clientImg: { required: true, alt: 'content' } },
  // The editor's order (drag and drop); a new item goes first, as the spec asks.
  order: 'manual',
  screens: { list: '/manage-client', create: '/create-new-client', update: '/update-client' },
  notFound: 'No client with this id.',
});

/** A record as the API answers it, with its image's alt text (sdk/content/imageAlt.ts). */
export const ClientItem = clients.item;
export type ClientItem = z.infer<typeof ClientItem>;
