import { MatchersV3 } from '@pact-foundation/pact';
import { PACT_CONTACT_ID, PACT_CONTACT_LEAD_IDS, PACT_NOTE } from '../contactExample';
import { CONTACT_ACTIVITY_ID } from '../pactIds';
import { LEAD_STATUS_PATTERN, noConsentBody } from './leadAttributionBody';
import { INSTANT } from './pact';

// What the console reads of a contact (issue 38): matched by type or shape, never by the values
// the server makes (ids of new contacts, times of timeline lines).

const { like, eachLike, integer, regex } = MatchersV3;

/** A lead as the inbox shows it, in a contact. */
export const inboxLeadBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(PACT_CONTACT_LEAD_IDS[1]),
  name: like('Vinod Menon'),
  email: like('office@school.in'),
  mobile: like('9123456789'),
  message: like('We would like a demo.'),
  status: regex(LEAD_STATUS_PATTERN, 'new'),
  note: like(''),
  createdAt: regex(INSTANT, '2026-11-05T09:00:00.000Z'),
  cta: like('banner: Get Free Consultant'),
  pagePath: null,
  utmSource: like('google'),
  utmMedium: null,
  utmCampaign: like('diwali'),
  utmTerm: null,
  utmContent: null,
  referrerHost: like('www.google.com'),
  ...noConsentBody,
  contactId: like(PACT_CONTACT_ID),
  enquiryNumber: integer(2),
  contactEnquiries: integer(2),
  owner: null,
  nextFollowUp: null,
  ...overrides,
});

/** A contact as every view shows it. */
export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(PACT_CONTACT_ID),
  name: like('Vinod Menon'),
  emails: eachLike('office@school.in'),
  mobiles: eachLike('9123456789'),
  enquiries: integer(2),
  firstAt: regex(INSTANT, '2026-11-01T09:00:00.000Z'),
  latestAt: regex(INSTANT, '2026-11-05T09:00:00.000Z'),
  owner: null,
  nextFollowUp: null,
  ...overrides,
});

/** A line of the timeline: the note the provider state wrote, unless told otherwise. */
export const activityBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(CONTACT_ACTIVITY_ID),
  at: regex(INSTANT, '2026-11-06T09:00:00.000Z'),
  actorName: like('pact-sales'),
  kind: regex('^(note|status|owner|follow-up|merge|split)$', 'note'),
  text: like(PACT_NOTE),
  from: null,
  to: null,
  leadId: null,
  ...overrides,
});

/** A contact's page: its enquiries oldest first and its timeline newest first. */
export const contactDetailBody = (overrides: Record<string, unknown> = {}) => ({
  ...contactBody(),
  leads: eachLike(inboxLeadBody()),
  activity: eachLike(activityBody()),
  ...overrides,
});
