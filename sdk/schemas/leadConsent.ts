import * as z from 'zod/mini';
// The consent schemas; the wording table they check against is in leadConsentWording.ts (no zod).
import { CONSENT_WORDINGS } from './leadConsentWording';
import type { ConsentVersion as Version } from './leadConsentWording';

export {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  CURRENT_CONSENT_WORDING,
} from './leadConsentWording';

export const ConsentMessages = {
  version:
    'The consent was given to a wording this site does not know. Please send the form again.',
} as const;

/** A version of the wording the site has shown (leadConsentWording.ts). */
export const ConsentVersion = z.enum(Object.keys(CONSENT_WORDINGS) as [Version, ...Version[]], {
  error: ConsentMessages.version,
});
export type ConsentVersion = Version;

/** The consent part of a lead as a client sends it: ticked (with the version shown) or not. */
export const LeadConsent = z.object({
  /** True only when the visitor ticked the box; absent or false is "no". */
  marketingConsent: z.optional(z.boolean({ error: 'The consent must be true or false.' })),
  /** The wording's version the visitor saw; required with a ticked box. */
  consentVersion: z.optional(ConsentVersion),
});
export type LeadConsent = z.infer<typeof LeadConsent>;

/** A stored lead's consent: given or not, and if given, the exact wording and its version. */
export const LeadConsentRecord = z.object({
  marketingConsent: z.boolean(),
  consentWording: z.nullable(z.string()),
  consentVersion: z.nullable(z.string()),
});
export type LeadConsentRecord = z.infer<typeof LeadConsentRecord>;

/** A lead stored without consent (older leads, an unticked box, tests). */
export const NO_CONSENT: LeadConsentRecord = {
  marketingConsent: false,
  consentWording: null,
  consentVersion: null,
};
