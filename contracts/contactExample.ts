import type { NewLead } from '@/server/data/leads';
import { CONTACT_ID, LEAD_ID, USER_ID } from './pactIds';

// The contacts the issue-38 contracts name (consumer) and seed (provider): one school that asked
// twice (the office address, two teachers' mobiles), another contact to merge, and the notes.

export const PACT_CONTACT_ID = CONTACT_ID.school;
export const PACT_OTHER_CONTACT_ID = CONTACT_ID.other;
export const PACT_CONTACT_LEAD_IDS = [LEAD_ID.schoolFirst, LEAD_ID.schoolSecond] as const;
export const PACT_OTHER_LEAD_ID = LEAD_ID.other;
/** The token user's id: "assign to me" names it, and "mine" finds its contacts. */
export const PACT_OWNER_ID = USER_ID.tokenUser;
/** An editor's id: a contact may not be given to a role without the leads area. */
export const PACT_EDITOR_ID = USER_ID.editor;
export const PACT_NOTE = 'Spoke to the principal; wants a demo for 40 teachers.';
/** A follow-up day long past, so it is overdue whenever the contract is verified. */
export const PACT_DUE_DAY = '2026-11-20';

const school = { message: 'We would like a demo.', marketingConsent: false } as const;

/**
 * The school's two enquiries, oldest first, with their times. Every enquiry of the contracts
 * knows its call to action, source, campaign and referrer (and no page, medium, term, content),
 * so one example describes each in a list.
 */
export const PACT_CONTACT_LEADS: readonly { id: string; at: string; lead: NewLead }[] = [
  {
    id: PACT_CONTACT_LEAD_IDS[0],
    at: '2026-11-01T09:00:00.000Z',
    lead: {
      ...school,
      name: 'Asha Rao',
      email: 'office@school.in',
      mobile: '9876543210',
      cta: 'header: Book a Demo',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      referrerHost: 'mail.example.com',
    },
  },
  {
    id: PACT_CONTACT_LEAD_IDS[1],
    at: '2026-11-05T09:00:00.000Z',
    lead: {
      ...school,
      name: 'Vinod Menon',
      email: 'office@school.in',
      mobile: '9123456789',
      cta: 'banner: Get Free Consultant',
      utmSource: 'google',
      utmCampaign: 'diwali',
      referrerHost: 'www.google.com',
    },
  },
];

export const PACT_OTHER_LEAD = {
  id: PACT_OTHER_LEAD_ID,
  at: '2026-11-03T09:00:00.000Z',
  lead: {
    ...school,
    name: 'Asha R.',
    email: 'asha.rao@gmail.com',
    mobile: '9000000001',
    cta: 'about: Book A Meeting',
    utmSource: 'facebook',
    utmCampaign: 'diwali',
    referrerHost: 'm.facebook.com',
  },
} as const;
