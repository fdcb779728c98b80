// No zod here: the lead modal's view (prefetched on every public page) holds a form's values
// before the Lead schema (leadCreate.ts) has loaded.

/** The text fields the lead forms hold; `website` is the hidden honeypot. */
export const LEAD_FIELDS = ['name', 'email', 'mobile', 'message', 'website'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** What the visitor typed, field by field, and the consent box, before it is checked with `Lead`. */
export type LeadValues = Record<LeadField, string> & { marketingConsent: boolean };

/** A blank lead form (a new object each time, so callers may keep it as state). */
export const emptyLeadValues = (): LeadValues => ({
  name: '',
  email: '',
  mobile: '',
  message: '',
  website: '',
  marketingConsent: false,
});
