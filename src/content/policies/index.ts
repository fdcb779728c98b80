import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { termsAndConditions } from './terms';

export { policyFacts } from './facts';
export { privacyPolicy, refundPolicy, termsAndConditions };
export type * from './types';

/** The three policies by the name their routes use. */
export const policies = { privacy: privacyPolicy, terms: termsAndConditions, refund: refundPolicy };
export type PolicyName = keyof typeof policies;
