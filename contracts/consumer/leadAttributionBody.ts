import { MatchersV3 } from '@pact-foundation/pact';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';

/** A stored lead's attribution: the sdk reads every part (null where unknown), so each is pinned. */
export const attributionBody = Object.fromEntries(
  Object.entries(PACT_LEAD_ATTRIBUTION).map(([field, value]) => [field, MatchersV3.like(value)]),
);
