import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION } from '@/sdk/schemas/leadConsentWording';

/**
 * The contracts' example consent: the consumer sends it with the lead (the box ticked, the
 * version of the wording shown), the provider states store it, and a stored lead answers it with
 * the exact wording of that version.
 */
export const PACT_LEAD_CONSENT = {
  marketingConsent: true,
  consentVersion: CURRENT_CONSENT_VERSION,
} as const;

/** The consent as a stored lead answers it. */
export const PACT_STORED_CONSENT = {
  ...PACT_LEAD_CONSENT,
  consentWording: CONSENT_WORDINGS[CURRENT_CONSENT_VERSION],
};
