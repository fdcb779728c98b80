import { z } from 'zod';
import { RecordId, dateInput, pageOf } from './common';
import { LeadRecord, LeadStatus } from './leadCreate';
import { FollowUpDay, FollowUpFilter, LeadOwner, OwnerFilter } from './leadOwner';

// What a visitor sends and is answered (zod/mini, small enough for the lead modal's chunk), and
// below it what only the console and the server use: the inbox's filter, paging and changes.
export * from './leadCreate';

/**
 * A calendar day (`2026-11-21`) or an instant with its offset (`2026-11-21T10:00:00+05:30`), in
 * the API's date range.
 */
const LeadDate = (label: string) =>
  dateInput(
    z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'Use a date like 2026-11-21 or an ISO date and time.',
    }),
    label,
  );

/** Which leads the inbox and the CSV export show; every part is optional. */
const leadFilterShape = {
  /** Matched, case-insensitively, anywhere in the name, email, mobile or message. */
  search: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  /** From this day or instant on (inclusive). */
  from: LeadDate('The start date').optional(),
  /** Up to this instant, or to the end of this day (inclusive). */
  to: LeadDate('The end date').optional(),
  /** Exactly this status; without one, every lead but spam. */
  status: z.optional(LeadStatus),
  /** Exactly this utm_source. */
  source: z.string().trim().max(200).optional(),
  /** Exactly this utm_campaign. */
  campaign: z.string().trim().max(200).optional(),
  /** Exactly this call to action. */
  cta: z.string().trim().max(100).optional(),
  /** Leads whose contact `me` (the caller) owns, nobody owns (`unassigned`), or this user owns. */
  owner: OwnerFilter.optional(),
  /** `due`: leads whose contact's follow-up is today or overdue (India time), soonest first. */
  followUp: FollowUpFilter.optional(),
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

/**
 * A lead as the inbox shows it: the stored lead, the contact it belongs to (every enquiry with its
 * e-mail or mobile number, docs/api.md "Contacts") and that contact's owner and follow-up.
 */
export const InboxLead = z.object({
  ...LeadRecord.shape,
  /** Its contact; null for a lead filed as spam when it arrived (spam joins no contact). */
  contactId: z.string().nullable(),
  /** Which of its contact's enquiries this is, oldest first (1, 2, 3: "3rd enquiry"); null for spam. */
  enquiryNumber: z.number().int().min(1).nullable(),
  /** How many enquiries its contact holds in all, spam left out. */
  contactEnquiries: z.number().int().min(0),
  /** Who works the contact; null: unassigned. */
  owner: LeadOwner.nullable(),
  /** The contact's next follow-up day (India); null: none planned. */
  nextFollowUp: FollowUpDay.nullable(),
});
export type InboxLead = z.infer<typeof InboxLead>;

/** getall's answer: the page's leads and how many match in all. */
export const LeadPage = pageOf(InboxLead);
export type LeadPage = z.infer<typeof LeadPage>;

/**
 * The sales team's change to a lead: its status, a new private note, or both. Each is a line of
 * the contact's timeline; `LeadRecord.note` is the lead's latest note.
 */
export const LeadChange = z
  .object({
    leadId: RecordId,
    /** The lead's new status. */
    status: z.optional(LeadStatus),
    /**
     * A note to add to the timeline. Nothing is added for '' or for the lead's latest note sent
     * again (a console from before the timeline sent the stored note back with every save).
     */
    note: z.string().max(5000, 'Keep the note under 5000 characters.').optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Change the status or the note.',
    path: ['status'],
  });
export type LeadChange = z.infer<typeof LeadChange>;

export const LeadDelete = z.object({ leadId: RecordId });
export type LeadDelete = z.infer<typeof LeadDelete>;
