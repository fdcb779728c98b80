import { z } from 'zod';

// How content is published (issue 37, docs/drafts.md): with "editors need review" on, editors
// save drafts and ask for review, and only admins publish. Admins change it.

export const PublishingSettings = z.strictObject({
  editorsNeedReview: z.boolean({ error: 'Say true or false.' }),
});
export type PublishingSettings = z.infer<typeof PublishingSettings>;

export const PublishingMessages = {
  updated: 'Publishing settings saved.',
} as const;
