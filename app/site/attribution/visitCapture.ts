import { UTM_PARAMETERS } from '@/sdk/schemas/leadConstants';
import { sourceOfLanding } from '@/sdk/schemas/visitSource';
import type { VisitSource } from '@/sdk/schemas/visitSource';

/**
 * Where this visit came from, captured from its landing URL and kept for the visit (the tab's
 * sessionStorage: no cookie, nothing sent anywhere until the visitor submits a lead).
 * This half runs on every public page load, so it loads no schema library: values are cleaned and
 * cut to their limits here (sdk/schemas/visitSource.ts, which the server's lead page uses too),
 * and checked against the lead's schema when a lead is sent (visitAttribution.ts, in the lead
 * modal's chunk). Browser-only by design: every function takes the storage and location it
 * needs, and nothing touches window at import or during a render.
 */
export { cut, sourceOfLanding, VISIT_LIMITS } from '@/sdk/schemas/visitSource';
export type { VisitSource };

export const VISIT_STORAGE_KEY = 'lms.visit-source';

/** The tab's sessionStorage, or null where the browser refuses it (some private modes). */
export function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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
