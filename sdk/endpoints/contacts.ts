import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import {
  ContactChange,
  ContactDetail,
  ContactMerge,
  ContactNote,
  ContactPage,
  ContactRef,
  ContactSplit,
} from '../schemas/contact';
import { LeadQuery } from '../schemas/lead';
import type { LeadQueryInput } from '../schemas/lead';
import { LeadOwner } from '../schemas/leadOwner';

// Contacts, owners and follow-ups (issue 38; docs/api.md "Contacts"). Every change answers the
// contact's page as it is now, so the console shows the new timeline line at once.

/** The inbox grouped by contact: one row per contact with its latest enquiry the filter shows. */
export async function listContacts(query: LeadQueryInput = {}): Promise<ContactPage> {
  const body = parseInput(LeadQuery, query);
  return (await post('/api/contacts/getall', body, apiSuccess(ContactPage))).data;
}

/** A contact's page: every enquiry, oldest first, and the timeline, newest first. */
export async function getContact(ref: ContactRef): Promise<ContactDetail> {
  const body = parseInput(ContactRef, ref);
  return (await post('/api/contacts/get', body, apiSuccess(ContactDetail))).data;
}

/** Assigns or unassigns the contact (`ownerId`), plans or clears its follow-up (`nextFollowUp`). */
export async function updateContact(change: ContactChange): Promise<ContactDetail> {
  const body = parseInput(ContactChange, change);
  return (await post('/api/contacts/update', body, apiSuccess(ContactDetail))).data;
}

/** Adds a note to the contact's timeline (or to one of its enquiries, with `leadId`). */
export async function addContactNote(note: ContactNote): Promise<ContactDetail> {
  const body = parseInput(ContactNote, note);
  return (await post('/api/contacts/notes/create', body, apiSuccess(ContactDetail))).data;
}

/** Joins `otherContactId` into `contactId` (a merge the rules could not see). */
export async function mergeContacts(merge: ContactMerge): Promise<ContactDetail> {
  const body = parseInput(ContactMerge, merge);
  return (await post('/api/contacts/merge', body, apiSuccess(ContactDetail))).data;
}

/** Takes an enquiry out of its contact; answers the new contact it is alone in. */
export async function splitContact(split: ContactSplit): Promise<ContactDetail> {
  const body = parseInput(ContactSplit, split);
  return (await post('/api/contacts/split', body, apiSuccess(ContactDetail))).data;
}

/** Everyone a contact may be assigned to (admins and salespeople who can sign in). */
export async function listLeadOwners(): Promise<LeadOwner[]> {
  return (await post('/api/leads/owners', {}, apiSuccess(z.array(LeadOwner)))).data;
}
