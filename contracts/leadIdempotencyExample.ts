import { PACT_LEAD_ATTRIBUTION } from './leadAttributionExample';

/**
 * The contracts' retried lead: the consumer sends it with this Idempotency-Key, and the provider
 * state 'a lead was stored with Idempotency-Key {key}' stores the same lead under the key first.
 * The two must agree field for field, or the provider answers 422 (key reused for another lead).
 */
export const PACT_RETRIED_LEAD = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
  ...PACT_LEAD_ATTRIBUTION,
};

export const PACT_IDEMPOTENCY_KEY = 'pact-lead-attempt-0001';
