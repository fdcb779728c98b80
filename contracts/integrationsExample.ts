import { API_TOKEN_ID, DELIVERY_ID, WEBHOOK_ID } from './pactIds';

// The ids and values the issue-38 contracts (webhooks, API tokens) share between the consumer
// interactions (contracts/consumer/integrations.pact.test.ts) and the provider states that seed
// them (contracts/provider/integrationStates.ts).

export const PACT_WEBHOOK = {
  id: WEBHOOK_ID,
  // RFC 6761: a name that never resolves, so the provider's test delivery fails fast, offline too.
  url: 'https://crm.example.invalid/hooks/lms',
};
/** The event's id has the server's shape (`evt_` and 32 hex digits): it is not a record's. */
export const PACT_DELIVERY = {
  id: DELIVERY_ID.failed,
  eventId: 'evt_00000000000040008000000000000001',
};
export const PACT_API_TOKEN = { id: API_TOKEN_ID, name: 'CRM import' };
/** A read-leads token the provider state stores by its SHA-256, for the Bearer call. */
export const PACT_READ_LEADS_TOKEN = 'lms_pact-read-leads-token-0123456789abcdef0123456';
