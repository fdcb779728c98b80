import type { LandingData } from '../routes/landingLoader';
import type { PolicyName } from '../routes/PolicyRoute';

/**
 * Which public page the server rendered, with everything it rendered it from. The server writes
 * it into the page as JSON (a data block, not a script: the CSP needs no hash for it), and the
 * browser hydrates the same page from it, without a router.
 */
export type SitePage =
  | { name: 'landing'; landing: LandingData }
  | { name: 'policy'; policy: PolicyName }
  | { name: 'notFound' };

/** The id of the `<script type="application/json">` element that carries the page. */
export const SITE_PAGE_ELEMENT_ID = 'site-page';

/** The data block for the page's <head>: `<` escaped, so no content can close the element. */
export const sitePageScript = (page: SitePage): string =>
  `<script type="application/json" id="${SITE_PAGE_ELEMENT_ID}">${JSON.stringify(page).replace(
    /</g,
    '\\u003c',
  )}</script>`;

/** The page the server rendered into this document, or null when it rendered none. */
export function readSitePage(document: Document): SitePage | null {
  const element = document.getElementById(SITE_PAGE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SitePage) : null;
}
