import { z } from 'zod';
import { LeadStatus } from './lead';

/** The console counts days in India, as it shows every time there (whatever the browser says). */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';

/** The ranges the dashboard offers: the last 30 or 90 days, today included. */
export const DASHBOARD_RANGES = [30, 90] as const;

export const LeadDashboardQuery = z.object({
  days: z.union([z.literal(30), z.literal(90)], { error: 'Choose 30 or 90 days.' }).default(30),
});
export type LeadDashboardQuery = z.infer<typeof LeadDashboardQuery>;
export type LeadDashboardQueryInput = z.input<typeof LeadDashboardQuery>;

const Count = z.number().int().min(0);

/** Leads received on one day (YYYY-MM-DD, India). */
export const LeadDay = z.object({ day: z.iso.date(), count: Count });
export type LeadDay = z.infer<typeof LeadDay>;

/** Leads with one value of an attribute; `value` null means "not known" (direct, no label). */
export const LeadShare = z.object({ value: z.string().nullable(), count: Count });
export type LeadShare = z.infer<typeof LeadShare>;

/** The top values of an attribute in the range, biggest first, and how many leads the rest hold. */
export const LeadBreakdown = z.object({ top: z.array(LeadShare), otherCount: Count });
export type LeadBreakdown = z.infer<typeof LeadBreakdown>;

/** How many values a breakdown names before the rest are summed as "other". */
export const BREAKDOWN_TOP = 8;

/** Everything the dashboard draws, counted by the database for the chosen range. */
export const LeadDashboard = z.object({
  days: z.number().int().min(1),
  /** First and last day of the range (India); perDay has every day between, zeros included. */
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({
    today: Count,
    last7Days: Count,
    inRange: Count,
    allTime: Count,
  }),
  perDay: z.array(LeadDay),
  bySource: LeadBreakdown,
  byCampaign: LeadBreakdown,
  byCta: LeadBreakdown,
  byStatus: z.array(z.object({ value: LeadStatus, count: Count })),
});
export type LeadDashboard = z.infer<typeof LeadDashboard>;
