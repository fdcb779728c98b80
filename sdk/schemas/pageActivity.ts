import { z } from 'zod';

// The pages list's activity (issue 44 item 3): when each page last changed and who changed it,
// and how many people it reached over the last PAGE_ACTIVITY_DAYS days (issue 45's counting).

/** The days the pages list counts views over: today (India time) and the 29 before it. */
export const PAGE_ACTIVITY_DAYS = 30;

export const PageActivity = z.object({
  /** The page's id (a page that exists only as a draft: its draft's id). */
  id: z.string(),
  /** The last change: a publish, or a draft saved after it. Null for a page never changed. */
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  /** Whether the last change is a draft not published yet. */
  draft: z.boolean(),
  /** Counted page views, daily visitors and leads over PAGE_ACTIVITY_DAYS days. */
  views: z.number(),
  visitors: z.number(),
  leads: z.number(),
});
export type PageActivity = z.infer<typeof PageActivity>;
