// The ids and values the issue-38 contracts (webhooks, API tokens) share between the consumer
// interactions (contracts/consumer/integrations.pact.test.ts) and the provider states that seed
// them (contracts/provider/integrationStates.ts).

export const PACT_WEBHOOK = {
  id: 'webhook-0001',
  // RFC 6761: a name that never resolves, so the provider's test delivery fails fast, offline too.
  url: 'https://crm.example.invalid/hooks/lms',
};
export const PACT_DELIVERY = { id: 'delivery-0001', eventId: 'evt_0001' };
export const PACT_API_TOKEN = { id: 'api-token-0001', name: 'CRM import' };
/** A read-leads token the provider state stores by its SHA-256, for the Bearer call. */
export const PACT_READ_LEADS_TOKEN = 'lms_pact-read-leads-token-0123456789abcdef0123456';
