import { PACT_LEAD_ATTRIBUTION } from './leadAttributionExample';
import { PACT_STORED_CONSENT } from './leadConsentExample';
import { CONTACT_ID, FAQ_ID, LEAD_ID, RELEASE_ID, USER_ID, WEBHOOK_ID } from './pactIds';

// The example events of the webhook message contracts: the receiving team's consumer test
// (contracts/consumer/webhookMessages.pact.test.ts) expects them, and the provider test
// (contracts/provider/webhookMessages.pact.test.ts) has the server's builders make them.

export const WEBHOOK_PACT_DIR_NAME = 'messages';
export const WEBHOOK_CONSUMER = 'lms-webhook-receiver';
export const WEBHOOK_PROVIDER = 'lms-webhooks';

/** A stored lead as the server's LeadRecord has it. */
export const PACT_WEBHOOK_LEAD = {
  _id: LEAD_ID.webhook,
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
  status: 'new' as const,
  note: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...PACT_LEAD_ATTRIBUTION,
  ...PACT_STORED_CONSENT,
};

/** The inbox's data the provider seeds for that lead: its contact, owner, follow-up and note. */
export const PACT_WEBHOOK_CONTACT = {
  contactId: CONTACT_ID.webhook,
  owner: { _id: USER_ID.sales, username: 'meera' },
  nextFollowUp: '2026-11-25',
  note: 'Wants a demo on Monday.',
  noteBy: 'meera',
};

/** The lead as a delivery carries it: with its status in words and its contact's data. */
export const PACT_WEBHOOK_INBOX_LEAD = {
  ...PACT_WEBHOOK_LEAD,
  statusLabel: 'New',
  contactId: PACT_WEBHOOK_CONTACT.contactId,
  owner: PACT_WEBHOOK_CONTACT.owner,
  nextFollowUp: PACT_WEBHOOK_CONTACT.nextFollowUp,
  latestNote: {
    text: PACT_WEBHOOK_CONTACT.note,
    at: '2026-11-21T10:05:00.000Z',
    by: PACT_WEBHOOK_CONTACT.noteBy,
  },
};

export const PACT_FAQ = { key: 'faqs' as const, id: FAQ_ID.webhook, name: 'Is there an app?' };
export const PACT_RELEASE = { id: RELEASE_ID.webhook, name: 'Diwali offers' };
/** The webhook the console's test delivery goes to. */
export const PACT_TEST_WEBHOOK_ID = WEBHOOK_ID;

/** The message descriptions, shared so the provider builds exactly the ones pinned. */
export const WebhookMessageNames = {
  leadCreated: 'a lead.created event for a new enquiry',
  leadUpdated: 'a lead.updated event after a status change',
  leadAssigned: 'a lead.updated event after its contact was assigned',
  contentPublished: 'a content.published event for one updated record',
  releasePublished: 'a content.published event for a release',
  test: 'a webhook.test event from the console',
} as const;
