import { z } from 'zod';
import { ATTRIBUTION_LIMITS } from './leadConstants';
import { BEACON_KINDS } from './analyticsConstants';

export {
  ANALYTICS_BEACON_MAX_BYTES,
  ANALYTICS_BEACON_PATH,
  BEACON_KINDS,
} from './analyticsConstants';
export type { BeaconBody, BeaconKind } from './analyticsConstants';

// eslint-disable-next-line no-control-regex -- control characters are refused
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) => z.string().trim().max(max).regex(NO_CONTROL).optional();

/**
 * One counting beacon (POST /api/analytics/beacon, docs/analytics.md): what happened, on which
 * page, and where the visit came from. Nothing in it names a person; the server adds the device
 * class (from the User-Agent) and the daily visitor key (server/analytics/visitorKey.ts).
 */
export const AnalyticsBeacon = z.object({
  kind: z.enum(BEACON_KINDS),
  /** The page's path only: a query may carry personal data. */
  page: z
    .string()
    .max(ATTRIBUTION_LIMITS.pagePath)
    .regex(/^\/[^\s?#]*$/, 'The page is a path without query.'),
  cta: text(ATTRIBUTION_LIMITS.cta),
  referrerHost: z
    .string()
    .trim()
    .max(ATTRIBUTION_LIMITS.referrerHost)
    .regex(/^[a-z0-9.:[\]-]*$/i, 'The referrer is a bare host.')
    .optional(),
  utmSource: text(ATTRIBUTION_LIMITS.utm),
  utmMedium: text(ATTRIBUTION_LIMITS.utm),
  utmCampaign: text(ATTRIBUTION_LIMITS.utm),
});
export type AnalyticsBeacon = z.infer<typeof AnalyticsBeacon>;

/** The device classes the server derives from a User-Agent. */
export const DeviceClass = z.enum(['mobile', 'tablet', 'desktop']);
export type DeviceClass = z.infer<typeof DeviceClass>;

export const AnalyticsMessages = {
  tooLarge: `A beacon is at most 2048 bytes.`,
  unknownPage: 'That page is not one of this site.',
  rateLimited: 'Too many beacons from this address. Please wait a minute.',
} as const;
