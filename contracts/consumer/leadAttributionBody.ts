import { MatchersV3 } from '@pact-foundation/pact';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';
import { PACT_STORED_CONSENT } from '../leadConsentExample';

/** A stored lead's attribution: the sdk reads every part (null where unknown), so each is pinned. */
export const attributionBody = Object.fromEntries(
  Object.entries(PACT_LEAD_ATTRIBUTION).map(([field, value]) => [field, MatchersV3.like(value)]),
);

/**
 * A stored lead's marketing consent: given or not, and the exact wording and version agreed to
 * (the inbox and the CSV show them), each pinned by type.
 */
export const consentBody = Object.fromEntries(
  Object.entries(PACT_STORED_CONSENT).map(([field, value]) => [field, MatchersV3.like(value)]),
);

/** A stored lead without consent: no, and no wording or version (null, not missing). */
export const noConsentBody = {
  marketingConsent: MatchersV3.like(false),
  consentWording: null,
  consentVersion: null,
};

/** Every status a lead may have, spam (a filled honeypot) included. */
export const LEAD_STATUS_PATTERN = '^(new|contacted|qualified|closed|spam)$';
