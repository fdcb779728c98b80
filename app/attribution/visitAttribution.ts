import {
  ATTRIBUTION_LIMITS,
  CONTROL_CHARACTERS,
  LeadAttribution,
  UTM_PARAMETERS,
} from '@/sdk/schemas/leadAttribution';
import type { AttributionField } from '@/sdk/schemas/leadAttribution';

/**
 * Where this visit came from, captured from its landing URL and kept for the visit (the tab's
 * sessionStorage: no cookie, nothing sent anywhere until the visitor submits a lead).
 * Browser-only by design: every function takes the storage and location it needs, and nothing
 * here touches window at import or during a render (the public pages are server-rendered).
 */
export type VisitSource = Pick<
  LeadAttribution,
  'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'referrerHost'
>;

export const VISIT_STORAGE_KEY = 'lms.visit-source';

const VisitSource = LeadAttribution.pick({
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmTerm: true,
  utmContent: true,
  referrerHost: true,
});

/** The tab's sessionStorage, or null where the browser refuses it (some private modes). */
export function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Field = keyof VisitSource;
const LIMIT: Record<AttributionField, number> = {
  cta: ATTRIBUTION_LIMITS.cta,
  pagePath: ATTRIBUTION_LIMITS.pagePath,
  utmSource: ATTRIBUTION_LIMITS.utm,
  utmMedium: ATTRIBUTION_LIMITS.utm,
  utmCampaign: ATTRIBUTION_LIMITS.utm,
  utmTerm: ATTRIBUTION_LIMITS.utm,
  utmContent: ATTRIBUTION_LIMITS.utm,
  referrerHost: ATTRIBUTION_LIMITS.referrerHost,
};

/**
 * A value cut to its limit and checked with the lead's own schema; undefined when it still does
 * not fit. A visitor cannot fix a campaign link, so a bad value is dropped, never the lead.
 */
export function fitted(field: AttributionField, raw: string | null | undefined) {
  const text = raw?.replace(CONTROL_CHARACTERS, '').trim().slice(0, LIMIT[field]);
  if (!text) return undefined;
  const checked = LeadAttribution.shape[field].safeParse(text);
  return checked.success ? checked.data : undefined;
}

/** The UTM parameters of a landing URL and the referring site (not this site) as its host. */
export function sourceOfLanding(url: URL, referrer: string): VisitSource {
  const source: VisitSource = {};
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS) as [Field, string][]) {
    const value = fitted(field, url.searchParams.get(parameter));
    if (value) source[field] = value;
  }
  const host = hostOf(referrer);
  if (host && host !== url.host) source.referrerHost = fitted('referrerHost', host);
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

/** The visit's source as stored; anything unreadable or tampered with counts as unknown. */
export function storedVisit(storage: Storage | null): VisitSource {
  try {
    const parsed = VisitSource.safeParse(JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** What a lead sent from this page carries: the visit's source and the page's path. */
export function attributionForLead(storage: Storage | null, pathname: string): LeadAttribution {
  return { ...storedVisit(storage), pagePath: fitted('pagePath', pathname) };
}
