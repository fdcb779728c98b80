import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analyticsConstants';
import type { BeaconBody, BeaconKind } from '@/sdk/schemas/analyticsConstants';
import { sourceOfLanding } from '@/sdk/schemas/visitSource';
import { SITE_PAGE_ELEMENT_ID } from '../sitePage';

// Counting without cookies (docs/analytics.md): a beacon to our own server, nothing stored in the
// browser (no cookie, no storage of any kind) and no schema library (a few hundred bytes in the
// first script). The server works out the device and the day's visitor key from the request.

/** The window parts a beacon reads: where the page is, where it came from, and sendBeacon. */
export type BeaconWindow = Pick<Window, 'location' | 'document' | 'navigator'>;

/** Sends one event for this page; false where the browser cannot (no sendBeacon, a full queue). */
export function sendAnalytics(win: BeaconWindow, kind: BeaconKind, cta?: string): boolean {
  if (typeof win.navigator.sendBeacon !== 'function') return false;
  const url = new URL(win.location.href);
  // Not a page of the site: an editor's preview of drafts, or the not-found page.
  const data = win.document.getElementById(SITE_PAGE_ELEMENT_ID)?.textContent ?? '';
  if (url.pathname.startsWith('/preview/') || data.includes('"name":"notFound"')) return false;
  const { utmSource, utmMedium, utmCampaign, referrerHost } = sourceOfLanding(
    url,
    win.document.referrer,
  );
  const body: BeaconBody = {
    kind,
    page: url.pathname,
    cta: cta?.slice(0, 100) || undefined,
    referrerHost,
    utmSource,
    utmMedium,
    utmCampaign,
  };
  // A string goes as text/plain: a simple request, no preflight, no header of ours.
  try {
    return win.navigator.sendBeacon(ANALYTICS_BEACON_PATH, JSON.stringify(body));
  } catch {
    return false;
  }
}
