import type { CampaignPageData, PolicyRecord, SiteSettings } from '@/sdk/content';
import type { LeadFormState } from '@/sdk/schemas/leadForm';
import type { LandingPageData } from './landingLoader';
import { jsonInHtml } from './jsonInHtml';

/** The page-specific part: which public page the server rendered, and its content. */
export type SitePageContent =
  | ({ name: 'landing' } & LandingPageData)
  | { name: 'policy'; policy: PolicyRecord }
  | { name: 'lead'; form: LeadFormState }
  | { name: 'leadThanks' }
  | { name: 'campaign'; campaign: CampaignPageData }
  | { name: 'notFound' };

/**
 * Which public page the server rendered, with everything it rendered it from: the page's content,
 * the site settings around it, and whether the promo banner shows (decided once on the server, so
 * a browser clock on the other side of the promo's last day cannot break hydration). The server
 * writes it into the page as JSON (a data block, not a script: the CSP needs no hash for it), and
 * the browser hydrates the same page from it, without a router.
 */
export type SitePage = SitePageContent & { settings: SiteSettings; showPromo: boolean };

/** The id of the element the page is rendered into (app/index.html's `<div id="root">`). */
export const ROOT_ELEMENT_ID = 'root';

/** The id of the `<script type="application/json">` element that carries the page. */
export const SITE_PAGE_ELEMENT_ID = 'site-page';

/** The data block for the page's <head>, escaped so no content can end or break the element. */
export const sitePageScript = (page: SitePage): string =>
  `<script type="application/json" id="${SITE_PAGE_ELEMENT_ID}">${jsonInHtml(page)}</script>`;

/** The page the server rendered into this document, or null when it rendered none. */
export function readSitePage(document: Document): SitePage | null {
  const element = document.getElementById(SITE_PAGE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SitePage) : null;
}
