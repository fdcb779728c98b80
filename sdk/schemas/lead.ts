import { z } from 'zod';
import { RecordId } from './common';
import { LeadAttribution, LeadAttributionRecord } from './leadAttribution';

/** The spec's enquiry messages (section 5); shown as-is to visitors. */
export const LeadMessages = {
  required: 'Please fill all the fields',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid 10-digit mobile number',
} as const;

/** Local part, @, domain, and a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Indian mobile: exactly ten digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The ten digits of a mobile number as people type it: spaces and dashes dropped, and the
 * country code (+91, 0091, 91) or a trunk 0 before the ten digits taken off ("+91 91234 56789",
 * the site's own format, is 9123456789). Anything else is left for MOBILE_PATTERN to refuse.
 */
export function mobileDigits(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  return /^(?:\+91|0091|91|0)(\d{10})$/.exec(compact)?.[1] ?? compact;
}

const requiredLeadText = (max: number) =>
  z
    .string({ error: LeadMessages.required })
    .trim()
    .min(1, LeadMessages.required)
    .max(max, `Keep this under ${max} characters.`);

/**
 * A visitor's enquiry from the lead modal, checked the same way in the browser and on the server,
 * with where it came from (optional: see LeadAttribution).
 */
export const Lead = z.object({
  name: requiredLeadText(200),
  email: requiredLeadText(254).pipe(z.string().regex(EMAIL_PATTERN, LeadMessages.email)),
  /** Stored as the ten digits the spec requires, however it was typed (mobileDigits). */
  mobile: requiredLeadText(20)
    .transform(mobileDigits)
    .pipe(z.string().regex(MOBILE_PATTERN, LeadMessages.mobile)),
  message: requiredLeadText(10_000),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
  ...LeadAttribution.shape,
});
export type Lead = z.infer<typeof Lead>;

/** Every value the lead modal holds; `website` is the hidden honeypot. */
export const LEAD_FIELDS = ['name', 'email', 'mobile', 'message', 'website'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** What the visitor typed, field by field, before it is checked with `Lead`. */
export type LeadValues = Record<LeadField, string>;

/** A blank lead form (a new object each time, so callers may keep it as state). */
export const emptyLeadValues = (): LeadValues => ({
  name: '',
  email: '',
  mobile: '',
  message: '',
  website: '',
});

/** Where a lead stands with the sales team. */
export const LeadStatus = z.enum(['new', 'contacted', 'qualified', 'closed']);
export type LeadStatus = z.infer<typeof LeadStatus>;

/** A stored lead as the server answers it. */
export const LeadRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  status: LeadStatus,
  note: z.string(),
  createdAt: z.string(),
  ...LeadAttributionRecord.shape,
});
export type LeadRecord = z.infer<typeof LeadRecord>;

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
  status: LeadStatus.optional(),
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
    status: LeadStatus.optional(),
    note: z.string().max(5000, 'Keep the note under 5000 characters.').optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Change the status or the note.',
    path: ['status'],
  });
export type LeadChange = z.infer<typeof LeadChange>;

export const LeadDelete = z.object({ leadId: RecordId });
export type LeadDelete = z.infer<typeof LeadDelete>;
