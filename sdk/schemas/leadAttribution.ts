// zod/mini, not zod: the lead modal's chunk carries this schema, and mini's functions are
// dropped when unused (docs/architecture.md, "The first tap").
import * as z from 'zod/mini';
import { ATTRIBUTION_LIMITS } from './leadConstants';
import { cut, VISIT_LIMITS } from './visitSource';

// The constants live apart from the schemas, so the public pages (the privacy policy, the note of
// where a visit came from) use them without loading zod.
export {
  ATTRIBUTION_LIMITS,
  CONTROL_CHARACTERS,
  DEFAULT_LEAD_RETENTION_MONTHS,
  UTM_PARAMETERS,
} from './leadConstants';

// eslint-disable-next-line no-control-regex -- the same characters, refused by the schema
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

const attributionText = (max: number, what: string, shape?: { pattern: RegExp; message: string }) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `Keep the ${what} under ${max} characters.`),
        z.regex(NO_CONTROL, `The ${what} has characters that are not allowed.`),
        z.regex(shape?.pattern ?? /^/, shape?.message),
      ),
  );

/**
 * Where a lead came from: the button that opened the modal, the page it was on, the visit's UTM
 * parameters and the referring site's host. Every part is optional; none identifies a person.
 */
export const LeadAttribution = z.object({
  /** The call to action that opened the modal, e.g. "header: Book a Demo". */
  cta: attributionText(ATTRIBUTION_LIMITS.cta, 'call to action'),
  /** The page's path only (no query string, which may carry personal data). */
  pagePath: attributionText(ATTRIBUTION_LIMITS.pagePath, 'page path', {
    pattern: /^(\/[^\s?#]*)?$/,
    message: 'The page path must start with / and have no query.',
  }),
  utmSource: attributionText(ATTRIBUTION_LIMITS.utm, 'utm_source'),
  utmMedium: attributionText(ATTRIBUTION_LIMITS.utm, 'utm_medium'),
  utmCampaign: attributionText(ATTRIBUTION_LIMITS.utm, 'utm_campaign'),
  utmTerm: attributionText(ATTRIBUTION_LIMITS.utm, 'utm_term'),
  utmContent: attributionText(ATTRIBUTION_LIMITS.utm, 'utm_content'),
  /** The referring site's host name (never its full URL). */
  referrerHost: attributionText(ATTRIBUTION_LIMITS.referrerHost, 'referrer host', {
    pattern: /^([a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)?$/i,
    message: 'The referrer must be a host name.',
  }),
});
export type LeadAttribution = z.infer<typeof LeadAttribution>;
export type AttributionField = keyof LeadAttribution;
export const ATTRIBUTION_FIELDS = Object.keys(LeadAttribution.shape) as AttributionField[];

const LIMIT: Record<AttributionField, number> = {
  cta: ATTRIBUTION_LIMITS.cta,
  pagePath: ATTRIBUTION_LIMITS.pagePath,
  ...VISIT_LIMITS,
};

/**
 * A value cut to its limit and checked with the lead's own schema; undefined when it still does
 * not fit. A visitor cannot fix a campaign link, so a bad value is dropped, never the lead: the
 * modal does this with the visit it kept, the server with the lead page's hidden fields.
 */
export function fitAttribution(field: AttributionField, raw: string | null | undefined) {
  const text = cut(raw, LIMIT[field]);
  if (!text) return undefined;
  const checked = LeadAttribution.shape[field].safeParse(text);
  return checked.success ? checked.data : undefined;
}

const known = z.nullable(z.string());

/** A stored lead's attribution: null where it was not known. */
export const LeadAttributionRecord = z.object({
  cta: known,
  pagePath: known,
  utmSource: known,
  utmMedium: known,
  utmCampaign: known,
  utmTerm: known,
  utmContent: known,
  referrerHost: known,
});
export type LeadAttributionRecord = z.infer<typeof LeadAttributionRecord>;

/** A lead that came with no attribution at all (older leads, direct visits, tests). */
export const UNKNOWN_ATTRIBUTION: LeadAttributionRecord = {
  cta: null,
  pagePath: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
};
