import type { FastifyRequest } from 'fastify';
import { fitAttribution } from '@/sdk/schemas/leadAttribution';
import type { AttributionField } from '@/sdk/schemas/leadAttribution';
import { LEAD_CTA_PARAMETER } from '@/sdk/schemas/leadConstants';
import { sourceOfLanding } from '@/sdk/schemas/visitSource';

const parsed = (url: string | undefined): URL | null => {
  try {
    return url ? new URL(url) : null;
  } catch {
    return null;
  }
};

/**
 * Where a visitor on the lead page came from, read from the request for the form's hidden fields:
 * with no script there is no visit kept in the tab, so the request says it. The call to action
 * is the link's `?cta=`. A Referer from this site (the calls to action send it: LeadLink's
 * `referrerpolicy="same-origin"`) gives the page the visitor was on and that page's UTM
 * parameters; a Referer from elsewhere gives the referring host, and the lead page's own URL its
 * UTM parameters (a campaign that links straight here). Each value cut to fit and checked with
 * the lead's schema; what does not fit is left out.
 */
export function formAttributionOf(
  request: FastifyRequest,
): Partial<Record<AttributionField, string>> {
  // The origin the Host check chose (server/http/siteHost.ts): always one a URL can be built on.
  const here = new URL(request.url, request.siteOrigin);
  const referrer = parsed(request.headers.referer);
  const fromThisSite = referrer?.host === request.host;
  const source =
    fromThisSite && referrer
      ? sourceOfLanding(referrer, '')
      : sourceOfLanding(here, referrer?.href ?? '');
  const raw: Partial<Record<AttributionField, string>> = {
    ...source,
    cta: here.searchParams.get(LEAD_CTA_PARAMETER) ?? undefined,
    pagePath: fromThisSite ? referrer?.pathname : undefined,
  };
  const attribution: Partial<Record<AttributionField, string>> = {};
  for (const [field, value] of Object.entries(raw) as [AttributionField, string | undefined][]) {
    const fitted = fitAttribution(field, value);
    if (fitted) attribution[field] = fitted;
  }
  return attribution;
}
