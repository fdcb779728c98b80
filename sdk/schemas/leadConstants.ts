// No zod here: the public pages use these (the privacy policy's copy, the note of where a visit
// came from: app/attribution/visitCapture.ts) without loading any schema; the lead's schema
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
