import { fitAttribution, LeadAttribution } from '@/sdk/schemas/leadAttribution';
import { VISIT_LIMITS, VISIT_STORAGE_KEY } from './visitCapture';
import type { VisitSource } from './visitCapture';

// What a lead carries, checked with the lead's own schema. Loaded with the lead modal (its chunk),
// not with the page: the capture on every page load is visitCapture.ts, which needs no zod.
export { rememberVisit, sourceOfLanding, VISIT_STORAGE_KEY, visitStorage } from './visitCapture';
export type { VisitSource } from './visitCapture';

/** A value cut to its limit and checked with the lead's schema (sdk: fitAttribution). */
export const fitted = fitAttribution;

const VISIT_FIELDS = Object.keys(VISIT_LIMITS) as (keyof VisitSource)[];

/**
 * The visit's source as stored, each value checked with the lead's schema: anything unreadable
 * or tampered with counts as unknown (a value that does not fit is dropped, not cut).
 */
export function storedVisit(storage: Storage | null): VisitSource {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const source: VisitSource = {};
    for (const field of VISIT_FIELDS) {
      const checked = LeadAttribution.shape[field].safeParse(
        (stored as Record<string, unknown>)[field],
      );
      if (checked.success && checked.data) source[field] = checked.data;
    }
    return source;
  } catch {
    return {};
  }
}

/** What a lead sent from this page carries: the visit's source and the page's path. */
export function attributionForLead(storage: Storage | null, pathname: string): LeadAttribution {
  return { ...storedVisit(storage), pagePath: fitted('pagePath', pathname) };
}
