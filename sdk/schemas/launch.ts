import { z } from 'zod';
import { ImagePath, RecordId, requiredText } from './common';

export const LaunchTextFields = z.object({
  launchTitle: requiredText(200),
  launchDesc: requiredText(2000),
});
export type LaunchTextFields = z.infer<typeof LaunchTextFields>;

/** The launch block at the foot of the landing page (one record). */
export const LaunchSection = LaunchTextFields.extend({ _id: z.string(), launchImage: ImagePath });
export type LaunchSection = z.infer<typeof LaunchSection>;

/** Update of the launch record; launchImage is a separate file part, sent only when chosen. */
export const LaunchUpdate = LaunchTextFields.extend({ launchSectionId: RecordId });
export type LaunchUpdate = z.infer<typeof LaunchUpdate>;
