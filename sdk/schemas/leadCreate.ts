// zod/mini, not zod: this is what the lead modal's machine chunk carries (the Lead it checks and
// sends, the record it is answered with). Mini's functions are dropped when unused, where zod's
// classic API comes whole with its methods; the console, which uses the classic API, shares
// zod's core with it (docs/architecture.md, "The first tap"). The inbox's schemas, which only
// the console and the server use, are in lead.ts, which gathers both for them.
import * as z from 'zod/mini';
import { LeadAttribution, LeadAttributionRecord } from './leadAttribution';
import { LeadConsent, LeadConsentRecord } from './leadConsent';
import { CURRENT_CONSENT_VERSION } from './leadConsentWording';
import type { LeadValues } from './leadValues';

/** The spec's enquiry messages (section 5); shown as-is to visitors. */
export const LeadMessages = {
  required: 'Please fill all the fields',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid 10-digit mobile number',
} as const;

/** Local part, @, domain, and a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Indian mobile: exactly ten digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The ten digits of a mobile number as people type it: spaces and dashes dropped, and the
 * country code (+91, 0091, 91) or a trunk 0 before the ten digits taken off ("+91 91234 56789",
 * the site's own format, is 9123456789). Anything else is left for MOBILE_PATTERN to refuse.
 */
export function mobileDigits(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  return /^(?:\+91|0091|91|0)(\d{10})$/.exec(compact)?.[1] ?? compact;
}

const requiredLeadText = (max: number) =>
  z
    .string({ error: LeadMessages.required })
    .check(
      z.trim(),
      z.minLength(1, LeadMessages.required),
      z.maxLength(max, `Keep this under ${max} characters.`),
    );

/** Said when the box is ticked but the wording's version is missing. */
const CONSENT_WITHOUT_VERSION = 'Say which consent wording was shown (consentVersion).';

/**
 * A visitor's enquiry from the lead modal or the lead page, checked the same way in the browser
 * and on the server, with where it came from (optional: see LeadAttribution) and the optional
 * marketing consent (LeadConsent).
 */
export const Lead = z
  .object({
    name: requiredLeadText(200),
    email: z.pipe(
      requiredLeadText(254),
      z.string().check(z.regex(EMAIL_PATTERN, LeadMessages.email)),
    ),
    /** Stored as the ten digits the spec requires, however it was typed (mobileDigits). */
    mobile: z.pipe(
      z.pipe(requiredLeadText(20), z.transform(mobileDigits)),
      z.string().check(z.regex(MOBILE_PATTERN, LeadMessages.mobile)),
    ),
    message: requiredLeadText(10_000),
    /** Honeypot: hidden from people, filled by bots. A filled one is stored as spam. */
    website: z.optional(z.string().check(z.maxLength(500))),
    ...LeadAttribution.shape,
    ...LeadConsent.shape,
  })
  .check(
    z.refine((lead) => !lead.marketingConsent || lead.consentVersion !== undefined, {
      message: CONSENT_WITHOUT_VERSION,
      path: ['consentVersion'],
    }),
  );
export type Lead = z.infer<typeof Lead>;

// The form's values need no schema (leadValues.ts): re-exported for the Lead's users.
export { LEAD_FIELDS, emptyLeadValues } from './leadValues';
export type { LeadField, LeadValues } from './leadValues';

/** The lead a form's values make: a ticked box names the wording the form shows today. */
export const leadInputOf = ({ marketingConsent, ...text }: LeadValues) => ({
  ...text,
  ...(marketingConsent ? { marketingConsent, consentVersion: CURRENT_CONSENT_VERSION } : {}),
});

/**
 * Where a lead stands with the sales team. `spam`: the honeypot was filled (stored, not dropped,
 * so the team can look and restore one to `new`); kept out of the dashboard and the inbox's
 * default view.
 */
export const LeadStatus = z.enum(['new', 'contacted', 'qualified', 'closed', 'spam']);
export type LeadStatus = z.infer<typeof LeadStatus>;

/** A stored lead as the server answers it. */
export const LeadRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  status: LeadStatus,
  note: z.string(),
  createdAt: z.string(),
  ...LeadAttributionRecord.shape,
  ...LeadConsentRecord.shape,
});
export type LeadRecord = z.infer<typeof LeadRecord>;
