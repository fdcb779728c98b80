import { LEAD_PAGE_PATH } from '../schemas/leadConstants';
import type { PolicyName } from './policies';

// The site's own pages: routes in code, not pages built in the console. One list, so the
// router, the page heads, the footer, the console's policy screens, the beacon's known pages and
// the menu editor's "A page" choice name the same addresses (a page built from blocks may not
// take them: sdk/content/pages.ts, RESERVED_SLUGS).

/** Where each policy page is served. */
export const POLICY_PATHS = {
  privacy: '/privacy-policy',
  terms: '/term-condition',
  refund: '/refund-policy',
} as const satisfies Record<PolicyName, string>;

/** The site's own pages a menu may link to, by the title the console shows. */
export const SITE_OWN_PAGES: readonly { title: string; path: string }[] = [
  { title: 'Home', path: '/' },
  { title: 'Book a Demo', path: LEAD_PAGE_PATH },
  { title: 'Privacy Policy', path: POLICY_PATHS.privacy },
  { title: 'Terms and Conditions', path: POLICY_PATHS.terms },
  { title: 'Refund Policy', path: POLICY_PATHS.refund },
];
