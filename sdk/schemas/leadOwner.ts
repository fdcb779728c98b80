import { z } from 'zod';
import { DayInput, RecordId } from './common';

// Owners and follow-ups (issue 38 item 2): who works a contact, and when they get back to it.
// Both belong to the contact, so every enquiry of one school has one salesperson and one date.

/** A user who may own leads: whoever may use the leads area (admins and salespeople). */
export const LeadOwner = z.object({ _id: RecordId, username: z.string() });
export type LeadOwner = z.infer<typeof LeadOwner>;

/** The next follow-up: a calendar day in India (the console's one clock), `2026-11-25`. */
export const FollowUpDay = z.iso.date({ error: 'Use a date like 2026-11-25.' });
export type FollowUpDay = z.infer<typeof FollowUpDay>;

/**
 * A follow-up day as the console sets it: in the API's date range. Answers keep `FollowUpDay`,
 * so a day stored before the range was checked is still read.
 */
export const FollowUpDayInput = DayInput('The follow-up day', 'Use a date like 2026-11-25.');

/** The words a filter uses for the signed-in user and for nobody; any other value is a user's id. */
export const OWNER_ME = 'me';
export const OWNER_NOBODY = 'unassigned';

/** Whose leads a view shows: `me` (the caller), `unassigned`, or one user's id. */
export const OwnerFilter = z.union([z.enum([OWNER_ME, OWNER_NOBODY]), RecordId], {
  error: 'The owner must be "me", "unassigned" or a user id.',
});
export type OwnerFilter = z.infer<typeof OwnerFilter>;

/** `due`: the follow-up day is today or already past (India time). */
export const FollowUpFilter = z.enum(['due'], { error: 'The follow-up view is "due".' });
export type FollowUpFilter = z.infer<typeof FollowUpFilter>;
