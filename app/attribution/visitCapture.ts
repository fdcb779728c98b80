import {
  ATTRIBUTION_LIMITS,
  CONTROL_CHARACTERS,
  UTM_PARAMETERS,
} from '@/sdk/schemas/leadConstants';
import type { LeadAttribution } from '@/sdk/schemas/leadAttribution';

/**
 * Where this visit came from, captured from its landing URL and kept for the visit (the tab's
 * sessionStorage: no cookie, nothing sent anywhere until the visitor submits a lead).
 * This half runs on every public page load, so it loads no schema library: values are cleaned and
 * cut to their limits here, and checked against the lead's schema when a lead is sent
 * (visitAttribution.ts, in the lead modal's chunk). Browser-only by design: every function takes
 * the storage and location it needs, and nothing touches window at import or during a render.
 */
export type VisitSource = Pick<
  LeadAttribution,
  'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'referrerHost'
>;

export const VISIT_STORAGE_KEY = 'lms.visit-source';

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

/** The tab's sessionStorage, or null where the browser refuses it (some private modes). */
export function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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

const hostOf = (referrer: string) => {
  try {
    return referrer ? new URL(referrer).host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

const hasUtm = (source: VisitSource) => Object.keys(UTM_PARAMETERS).some((f) => f in source);

/**
 * Called once per page load: the first landing of the visit is kept; a later landing that carries
 * UTM parameters (a new campaign link clicked) replaces it. Storage that refuses (private modes,
 * quotas) only means the lead goes without a source.
 */
export function rememberVisit(storage: Storage | null, url: URL, referrer: string): void {
  const landing = sourceOfLanding(url, referrer);
  try {
    if (!storage) return;
    if (storage.getItem(VISIT_STORAGE_KEY) !== null && !hasUtm(landing)) return;
    storage.setItem(VISIT_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // No storage: nothing to keep.
  }
}
