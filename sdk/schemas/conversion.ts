import { z } from 'zod';

/** The longest range the conversion report reads: a year, a leap day included. */
export const CONVERSION_MAX_DAYS = 366;
/** How many rows each breakdown names (biggest first); the rest are not listed. */
export const CONVERSION_TOP = 20;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (India days as 'YYYY-MM-DD'; no clock involved). */
export const conversionRangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const ConversionMessages = {
  from: 'The first day must be a date (YYYY-MM-DD).',
  to: 'The last day must be a date (YYYY-MM-DD).',
  order: 'The last day must not be before the first day.',
  tooLong: `A range is at most ${CONVERSION_MAX_DAYS} days.`,
} as const;

/** A range of India days (the lead dashboard's), both ends included. */
export const ConversionQuery = z
  .object({
    from: z.iso.date({ error: ConversionMessages.from }),
    to: z.iso.date({ error: ConversionMessages.to }),
  })
  .superRefine(({ from, to }, context) => {
    const days = conversionRangeDays(from, to);
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: ConversionMessages.order });
    else if (days > CONVERSION_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: ConversionMessages.tooLong });
  });
export type ConversionQuery = z.infer<typeof ConversionQuery>;

const Count = z.number().int().min(0);
/** Leads per visitor-day, 0..1 (0 when there were no visitors, never a division by zero). */
const Rate = z.number().min(0);

/**
 * The figures of one period. `visitors` are visitor-days: a visitor is counted once a day per
 * page (the daily key cannot follow anyone across days, docs/analytics.md).
 */
export const ConversionTotals = z.object({
  visitors: Count,
  views: Count,
  ctaTaps: Count,
  formsShown: Count,
  leads: Count,
  conversionRate: Rate,
});
export type ConversionTotals = z.infer<typeof ConversionTotals>;

/** One value of a dimension (a page, a source...); '' means not known (direct, no campaign). */
export const ConversionRow = z.object({
  key: z.string(),
  visitors: Count,
  leads: Count,
  conversionRate: Rate,
});
export type ConversionRow = z.infer<typeof ConversionRow>;

/** One call to action's lead path: taps, forms it opened, leads it brought. */
export const ConversionCtaRow = z.object({
  key: z.string(),
  taps: Count,
  formsShown: Count,
  leads: Count,
});
export type ConversionCtaRow = z.infer<typeof ConversionCtaRow>;

/** The funnel's steps, in order: each step's count and its rate on the step before. */
export const ConversionStep = z.object({
  step: z.enum(['visitors', 'ctaTaps', 'formsShown', 'leads']),
  count: Count,
  /** count / the previous step's count; null for the first step or after a zero. */
  rate: Rate.nullable(),
});
export type ConversionStep = z.infer<typeof ConversionStep>;

/** Everything the dashboard's "Visits and conversion" draws, read from the daily roll-ups. */
export const ConversionReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number().int().min(1),
  totals: ConversionTotals,
  /** The same number of days just before `from`. */
  previous: ConversionTotals.extend({ from: z.iso.date(), to: z.iso.date() }),
  funnel: z.array(ConversionStep),
  byPage: z.array(ConversionRow),
  bySource: z.array(ConversionRow),
  byCampaign: z.array(ConversionRow),
  byDevice: z.array(ConversionRow),
  byCta: z.array(ConversionCtaRow),
  /** Page views from browsers that ask not to be tracked (GPC/DNT): a total, nothing else. */
  anonymousViews: Count,
});
export type ConversionReport = z.infer<typeof ConversionReport>;
