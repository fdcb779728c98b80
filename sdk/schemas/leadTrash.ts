import { z } from 'zod';
import { RecordId, pageOf } from './common';
import { LeadRecord } from './leadCreate';

// Issue 43: a lead is never destroyed by one click. `leads/delete` moves it to the trash, where it
// can be restored for LEAD_TRASH_DAYS; then the server purges it. Only admins purge.

/** How long a lead stays restorable in the trash before the server purges it. */
export const LEAD_TRASH_DAYS = 30;

/** Said by the trash's calls; the console shows them as they are. */
export const LeadTrashMessages = {
  trashed: `Lead moved to the trash. It can be restored for ${LEAD_TRASH_DAYS} days.`,
  restored: 'Lead restored to the inbox.',
  purged: 'Lead deleted for good.',
  emptied: 'Trash emptied.',
  notInTrash: 'No lead with this id in the trash.',
} as const;

/** One page of the trash, the latest moved there first. */
export const LeadTrashQuery = z.object({
  page: z.number({ error: 'The page must be a number.' }).int().min(1).default(1),
  pageSize: z
    .number({ error: 'The page size must be a number.' })
    .int()
    .min(1)
    .max(100)
    .default(25),
});
export type LeadTrashQuery = z.infer<typeof LeadTrashQuery>;
/** What a caller may send: page and pageSize have defaults. */
export type LeadTrashQueryInput = z.input<typeof LeadTrashQuery>;

/** A lead in the trash: the lead as it was, when and by whom it was moved, when it goes. */
export const TrashedLead = z.object({
  ...LeadRecord.shape,
  /** When it was moved to the trash (ISO instant). */
  trashedAt: z.string(),
  /** Who moved it there (a user's name as the audit log keeps it). */
  trashedBy: z.string(),
  /** When the server purges it unless it is restored first (ISO instant). */
  purgeAt: z.string(),
});
export type TrashedLead = z.infer<typeof TrashedLead>;

/** trash/getall's answer: the page's trashed leads and how many the trash holds in all. */
export const LeadTrashPage = pageOf(TrashedLead);
export type LeadTrashPage = z.infer<typeof LeadTrashPage>;

/** Which trashed lead to restore or purge. */
export const LeadTrashRef = z.object({ leadId: RecordId });
export type LeadTrashRef = z.infer<typeof LeadTrashRef>;

/** trash/empty's answer: how many leads were purged. */
export const LeadTrashEmptied = z.object({ purged: z.number().int().min(0) });
export type LeadTrashEmptied = z.infer<typeof LeadTrashEmptied>;
