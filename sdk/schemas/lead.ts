import { z } from 'zod';
import { RecordId } from './common';
import { LeadRecord, LeadStatus } from './leadCreate';

// What a visitor sends and is answered (zod/mini, small enough for the lead modal's chunk), and
// below it what only the console and the server use: the inbox's filter, paging and changes.
export * from './leadCreate';

/** A calendar day (`2026-11-21`) or an instant with its offset (`2026-11-21T10:00:00+05:30`). */
const LeadDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date like 2026-11-21 or an ISO date and time.',
});

/** Which leads the inbox and the CSV export show; every part is optional. */
const leadFilterShape = {
  /** Matched, case-insensitively, anywhere in the name, email, mobile or message. */
  search: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  /** From this day or instant on (inclusive). */
  from: LeadDate.optional(),
  /** Up to this instant, or to the end of this day (inclusive). */
  to: LeadDate.optional(),
  /** Exactly this status; without one, every lead but spam. */
  status: z.optional(LeadStatus),
  /** Exactly this utm_source. */
  source: z.string().trim().max(200).optional(),
  /** Exactly this utm_campaign. */
  campaign: z.string().trim().max(200).optional(),
  /** Exactly this call to action. */
  cta: z.string().trim().max(100).optional(),
};

/** A day alone means its first instant in UTC; for `from <= to` only the order matters. */
const startOf = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
const inOrder = ({ from, to }: { from?: string; to?: string }) =>
  !from || !to || startOf(from) <= startOf(to);
const ORDER_ISSUE = { message: 'The start date is after the end date.', path: ['from'] };

/** The export's filter: the inbox's filter without paging (it exports every matching lead). */
export const LeadFilter = z.object(leadFilterShape).refine(inOrder, ORDER_ISSUE);
export type LeadFilter = z.infer<typeof LeadFilter>;

/** One page of the inbox, newest first. */
export const LeadQuery = z
  .object({
    ...leadFilterShape,
    page: z.number({ error: 'The page must be a number.' }).int().min(1).default(1),
    pageSize: z
      .number({ error: 'The page size must be a number.' })
      .int()
      .min(1)
      .max(100)
      .default(25),
  })
  .refine(inOrder, ORDER_ISSUE);
export type LeadQuery = z.infer<typeof LeadQuery>;
/** What a caller may send: page and pageSize have defaults. */
export type LeadQueryInput = z.input<typeof LeadQuery>;

/** getall's answer: the page's leads and how many match in all. */
export const LeadPage = z.object({
  items: z.array(LeadRecord),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LeadPage = z.infer<typeof LeadPage>;

/** The sales team's change to a lead: its status, its private note, or both. */
export const LeadChange = z
  .object({
    leadId: RecordId,
    /** Exactly this status; without one, every lead but spam. */
    status: z.optional(LeadStatus),
    note: z.string().max(5000, 'Keep the note under 5000 characters.').optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Change the status or the note.',
    path: ['status'],
  });
export type LeadChange = z.infer<typeof LeadChange>;

export const LeadDelete = z.object({ leadId: RecordId });
export type LeadDelete = z.infer<typeof LeadDelete>;
