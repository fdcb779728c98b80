import { z } from 'zod';
import { FormBoolean, ImagePath, RecordId, requiredText } from './common';

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

/**
 * Update and status change share one path (spec): the id plus any fields to change.
 * A clientImg text value (the stored path the status toggle sends back) is ignored;
 * only a file part replaces the image.
 */
export const ClientUpdate = z.object({
  clientSectionId: RecordId,
  clientTitle: requiredText(200).optional(),
  clientImg: z.string().max(500).optional(),
  isActive: FormBoolean.optional(),
});
export type ClientUpdate = z.infer<typeof ClientUpdate>;

/** getall's optional filter: one item by id, or by active flag. */
export const ClientFilter = z.object({
  _id: RecordId.optional(),
  clientSectionId: RecordId.optional(),
  isActive: z.boolean().optional(),
});
export type ClientFilter = z.infer<typeof ClientFilter>;

export const ClientDelete = z.object({ clientSectionId: RecordId });
export type ClientDelete = z.infer<typeof ClientDelete>;
