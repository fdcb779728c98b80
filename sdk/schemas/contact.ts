import { z } from 'zod';
import { RecordId, pageOf } from './common';
import { InboxLead } from './lead';
import { FollowUpDay, FollowUpDayInput, LeadOwner } from './leadOwner';

// Contacts (issue 38 item 1): the enquiries of one person or school, found by the same e-mail or
// Indian mobile number (docs/api.md, "Contacts"), with one owner, one follow-up day and one
// timeline of notes, status changes, assignments, merges and splits.

/** What a line of a contact's timeline records (an enquiry itself is one of `leads`). */
export const ContactActivityKind = z.enum([
  'note',
  'status',
  'owner',
  'follow-up',
  'merge',
  'split',
]);
export type ContactActivityKind = z.infer<typeof ContactActivityKind>;

/** One line of the timeline: who did what, when; each is in the audit log too. */
export const ContactActivity = z.object({
  _id: z.string(),
  at: z.string(),
  /** By name, kept after the user is deleted; "(rules)" for a merge the matching rules made. */
  actorName: z.string(),
  kind: ContactActivityKind,
  /** The note, or a sentence saying what happened. */
  text: z.string(),
  /** The value before and after: a status, an owner's name, a follow-up day; null where none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The enquiry it is about (a status change, a note on a lead); null for the whole contact. */
  leadId: z.string().nullable(),
});
export type ContactActivity = z.infer<typeof ContactActivity>;

/** A contact as every view shows it: who, how to reach them, how many enquiries, whose it is. */
export const Contact = z.object({
  _id: z.string(),
  /** The name given with the latest enquiry. */
  name: z.string(),
  /** Every e-mail address and mobile number its enquiries gave, the latest first. */
  emails: z.array(z.string()),
  mobiles: z.array(z.string()),
  /** Its enquiries, spam left out. */
  enquiries: z.number().int().min(0),
  /** When the first and the latest of them arrived; null when it holds spam only. */
  firstAt: z.string().nullable(),
  latestAt: z.string().nullable(),
  owner: LeadOwner.nullable(),
  nextFollowUp: FollowUpDay.nullable(),
});
export type Contact = z.infer<typeof Contact>;

/** A row of the inbox grouped by contact: the contact and its latest enquiry the filter shows. */
export const ContactSummary = Contact.extend({
  latest: InboxLead,
  /** How many of its enquiries the filter shows. */
  matching: z.number().int().min(1),
});
export type ContactSummary = z.infer<typeof ContactSummary>;

/** The grouped inbox's answer (`/api/contacts/getall` takes the inbox's `LeadQuery`). */
export const ContactPage = pageOf(ContactSummary);
export type ContactPage = z.infer<typeof ContactPage>;

/** A contact's page: every enquiry (oldest first, spam left out) and its timeline (newest first). */
export const ContactDetail = Contact.extend({
  leads: z.array(InboxLead),
  activity: z.array(ContactActivity),
});
export type ContactDetail = z.infer<typeof ContactDetail>;

export const ContactRef = z.object({ contactId: RecordId });
export type ContactRef = z.infer<typeof ContactRef>;

/** Assign (an owner's id), unassign (null), plan a follow-up (a day) or clear it (null). */
export const ContactChange = z
  .object({
    contactId: RecordId,
    ownerId: RecordId.nullable().optional(),
    nextFollowUp: FollowUpDayInput.nullable().optional(),
  })
  .refine((change) => change.ownerId !== undefined || change.nextFollowUp !== undefined, {
    message: 'Change the owner or the follow-up day.',
    path: ['ownerId'],
  });
export type ContactChange = z.infer<typeof ContactChange>;

/** A note on the contact's timeline, or on one of its enquiries (`leadId`). */
export const ContactNote = z.object({
  contactId: RecordId,
  text: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, 'Write the note first.')
    .max(5000, 'Keep the note under 5000 characters.'),
  leadId: RecordId.optional(),
});
export type ContactNote = z.infer<typeof ContactNote>;

/** Two contacts the rules kept apart are one: `otherContactId`'s enquiries join `contactId`. */
export const ContactMerge = z
  .object({ contactId: RecordId, otherContactId: RecordId })
  .refine((merge) => merge.contactId !== merge.otherContactId, {
    message: 'Pick another contact to merge with.',
    path: ['otherContactId'],
  });
export type ContactMerge = z.infer<typeof ContactMerge>;

/** An enquiry the rules put in the wrong contact leaves it for a contact of its own. */
export const ContactSplit = z.object({ leadId: RecordId });
export type ContactSplit = z.infer<typeof ContactSplit>;

/** The messages the contact routes answer with (the console shows them as they are). */
export const ContactMessages = {
  notFound: 'No contact with this id.',
  leadNotFound: 'No lead with this id.',
  leadElsewhere: 'This enquiry belongs to another contact.',
  ownerNotFound: 'No user with this id.',
  ownerCannot: 'This user may not work on leads: pick an admin or a salesperson.',
  ownerDisabled: 'This user is disabled: pick someone who can sign in.',
  onlyEnquiry: 'This is the contact’s only enquiry: there is nothing to split it from.',
  spamLead: 'A lead filed as spam belongs to no contact: restore it first.',
} as const;
