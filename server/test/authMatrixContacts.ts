import type { Area } from '@/sdk/schemas/users';
import type { Db } from '../db/database';
import { enquiry } from './contactSeeds';

// The authorization matrix's rows of issue 38 items 1-2 (contacts, owners, follow-ups), kept
// apart from server/test/authMatrix.test.ts as authMatrixDrafts.ts is. The leads area: admins and
// salespeople; editors get 403. Bodies name seeded contacts and enquiries, so a call that got
// through where it must not would change what the matrix reads (contacts/getall among them).

interface Entry {
  access: 'public' | Area;
  body?: Record<string, unknown>;
}

/** The rows, after seeding two contacts: one with two enquiries (to split), one to merge. */
export async function contactEntries(db: Db): Promise<Record<string, Entry>> {
  const school = { email: 'matrix@school.in', mobile: '9000000301' };
  const contactId = (await enquiry(db, 'matrix-1', '2026-11-02T09:00:00Z', school)).contactId;
  await enquiry(db, 'matrix-2', '2026-11-03T09:00:00Z', { ...school, mobile: '9000000302' });
  const otherContactId = (
    await enquiry(db, 'matrix-3', '2026-11-04T09:00:00Z', {
      email: 'other@matrix.in',
      mobile: '9000000303',
    })
  ).contactId;
  return {
    'POST /api/contacts/getall': { access: 'leads' },
    'POST /api/contacts/get': { access: 'leads', body: { contactId } },
    'POST /api/contacts/update': {
      access: 'leads',
      body: { contactId, nextFollowUp: '2030-01-01' },
    },
    'POST /api/contacts/notes/create': { access: 'leads', body: { contactId, text: 'Matrix' } },
    'POST /api/contacts/merge': { access: 'leads', body: { contactId, otherContactId } },
    'POST /api/contacts/split': { access: 'leads', body: { leadId: 'matrix-2' } },
    'POST /api/leads/owners': { access: 'leads' },
  };
}
