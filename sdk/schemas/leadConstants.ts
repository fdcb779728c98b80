// No zod here: the public pages use these (the privacy policy's copy, the note of where a visit
// came from: app/site/attribution/visitCapture.ts) without loading any schema; the lead's schema
// (leadAttribution.ts) uses the same limits and re-exports them.

/** Control characters never belong in a label, a path or a campaign name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The limits, so the browser can cut a long value to fit instead of losing the lead over it. */
export const ATTRIBUTION_LIMITS = {
  cta: 100,
  pagePath: 500,
  utm: 200,
  referrerHost: 253,
} as const;

/** The UTM parameters of a landing URL, by their query names. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/**
 * Months a lead is kept before the server deletes it, unless LEAD_RETENTION_MONTHS says otherwise;
 * the privacy policy's copy quotes it.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/**
 * The server-rendered lead page every call to action links to: a plain form that works with no
 * JavaScript at all (server/routes/leadForm.ts). With scripts, a click on such a link opens the
 * lead modal instead (app/site/leadLinks.ts).
 */
export const LEAD_PAGE_PATH = '/book-a-demo';
/** Where the lead page's post lands once the lead is stored (post/redirect/get). */
export const LEAD_THANKS_PATH = '/book-a-demo/thanks';
/** The lead page's query parameter naming the call to action followed ("banner: Get Free Consultant"). */
export const LEAD_CTA_PARAMETER = 'cta';
/** The attribute that marks a link as a call to action, holding its label. */
export const LEAD_LINK_ATTRIBUTE = 'data-lead-cta';

/** The lead page's address for one call to action. */
export const leadPageHref = (cta: string): string =>
  `${LEAD_PAGE_PATH}?${LEAD_CTA_PARAMETER}=${encodeURIComponent(cta)}`;

/** What a visitor is told once the lead is received (and what a bot is told, too). */
export const LEAD_THANKS = 'Thank you! Our team will contact you soon.';

/** The spec's lead toasts (section 8): the modal toasts them, the lead page shows them as text. */
export const LeadToasts = {
  success: 'Form Submitted Successfully!',
  failure: 'Failed to send message. Please try again.',
} as const;
