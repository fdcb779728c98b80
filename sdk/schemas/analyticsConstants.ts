// No zod here: the public pages' beacon (app/site/analytics/beacon.ts) sends these names on every
// page load and must stay a few hundred bytes; the server checks the body with analytics.ts.

/** Where the browser sends its counting beacon (docs/analytics.md). */
export const ANALYTICS_BEACON_PATH = '/api/analytics/beacon';

/**
 * Days the raw counting events are kept unless ANALYTICS_RAW_DAYS says otherwise (the daily totals
 * are kept); the privacy policy's copy quotes it.
 */
export const DEFAULT_ANALYTICS_RAW_DAYS = 30;

/** The largest beacon body the server reads; a longer one is refused with 413. */
export const ANALYTICS_BEACON_MAX_BYTES = 2048;

/**
 * What a beacon reports: a page view, a call to action tapped, the lead form shown, the lead form
 * submitted. "Lead stored" is never sent by a browser: the server records it when it stores one.
 */
export const BEACON_KINDS = ['pageview', 'cta', 'form_shown', 'form_submitted'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** One beacon's body, as the browser builds it without a schema library. */
export interface BeaconBody {
  kind: BeaconKind;
  /** The page's path, never its query. */
  page: string;
  /** The call to action's label ("banner: Get Free Consultant"), for `cta` and the form's events. */
  cta?: string;
  /** The referring site's host (not this site's). */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}
