// No zod here: the public pages' first script reads a visit's source with these
// (app/site/attribution/visitCapture.ts), and the server reads the lead page's with them
// (server/routes/leadFormAttribution.ts); both check the values with the lead's schema later.
import { ATTRIBUTION_LIMITS, CONTROL_CHARACTERS, UTM_PARAMETERS } from './leadConstants';

/** Where a visit came from: the landing URL's UTM parameters and the referring site's host. */
export interface VisitSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrerHost?: string;
}

type Field = keyof VisitSource;
/** Each part of a visit's source and its length limit. */
export const VISIT_LIMITS: Record<Field, number> = {
  utmSource: ATTRIBUTION_LIMITS.utm,
  utmMedium: ATTRIBUTION_LIMITS.utm,
  utmCampaign: ATTRIBUTION_LIMITS.utm,
  utmTerm: ATTRIBUTION_LIMITS.utm,
  utmContent: ATTRIBUTION_LIMITS.utm,
  referrerHost: ATTRIBUTION_LIMITS.referrerHost,
};

/** A value without control characters, trimmed and cut to `limit`; undefined when nothing is left. */
export function cut(raw: string | null | undefined, limit: number): string | undefined {
  return raw?.replace(CONTROL_CHARACTERS, '').trim().slice(0, limit) || undefined;
}

const hostOf = (referrer: string) => {
  try {
    return referrer ? new URL(referrer).host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/** The UTM parameters of a landing URL and the referring site (not this site) as its host. */
export function sourceOfLanding(url: URL, referrer: string): VisitSource {
  const source: VisitSource = {};
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS) as [Field, string][]) {
    const value = cut(url.searchParams.get(parameter), VISIT_LIMITS[field]);
    if (value) source[field] = value;
  }
  const host = hostOf(referrer);
  if (host && host !== url.host) source.referrerHost = cut(host, VISIT_LIMITS.referrerHost);
  return source;
}
