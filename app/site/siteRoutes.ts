import { redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { landingLoader } from './landingLoader';
import type { LandingPageData } from './landingLoader';
import { policyLoader } from './pages/PolicyPageContainer';
import type { PolicyData } from './pages/PolicyPageContainer';
import { SITE_ROUTE_ID, siteLoader } from './siteLoader';
import type { CampaignPageData, PolicyName } from '@/sdk/content';
import { POLICY_PATHS } from '@/sdk/content/sitePages';
import type { LeadFormState } from '@/sdk/schemas/leadForm';
import { LEAD_PAGE_PATH, LEAD_THANKS_PATH } from '@/sdk/schemas/leadConstants';
import { campaignPageLoader } from './campaignPageLoader';
import { leadPageLoader } from './leadPageLoader';
import type { SitePageContent } from './sitePage';

/** Where the console starts (app/console/guards.ts sends a signed-in user there too). */
const CONSOLE_HOME = '/dashboard';

/** Each public route names the page it shows, given its loader's data. */
export interface SiteRouteHandle {
  page: (loaderData: unknown) => SitePageContent;
}

const policy = (name: PolicyName): RouteObject => ({
  loader: policyLoader(name),
  handle: {
    page: (data) => ({ name: 'policy', policy: (data as PolicyData).policy }),
  } satisfies SiteRouteHandle,
});

/**
 * The public pages as the server's static handler matches them (app/entry-server.tsx): the
 * layout route loads the site settings every page shows, each page its own content. The
 * browser never sees this table: it hydrates the page the server matched.
 */
export const siteRoutes: RouteObject[] = [
  {
    id: SITE_ROUTE_ID,
    path: '/',
    loader: siteLoader,
    children: [
      {
        index: true,
        loader: landingLoader,
        handle: {
          page: (data) => ({ name: 'landing', ...(data as LandingPageData) }),
        } satisfies SiteRouteHandle,
      },
      { path: POLICY_PATHS.privacy.slice(1), ...policy('privacy') },
      { path: POLICY_PATHS.terms.slice(1), ...policy('terms') },
      { path: POLICY_PATHS.refund.slice(1), ...policy('refund') },
      // The lead page and where its post lands (server/routes/leadForm.ts serves both's requests).
      {
        path: LEAD_PAGE_PATH.slice(1),
        loader: leadPageLoader,
        handle: {
          page: (form) => ({ name: 'lead', form: form as LeadFormState }),
        } satisfies SiteRouteHandle,
      },
      {
        path: LEAD_THANKS_PATH.slice(1),
        handle: { page: () => ({ name: 'leadThanks' }) } satisfies SiteRouteHandle,
      },
      // Issue 47: /admin is where people look for a site's console (WordPress's /wp-admin); it
      // goes to the console's dashboard, which asks for a sign-in first when there is none.
      { path: 'admin/*', loader: () => redirect(CONSOLE_HOME) },
      // Issue 44: a page built from blocks at /<slug>; no active page there is the 404 page. The
      // site's own pages above rank first (a static segment beats a parameter), and a slug may
      // not take their names (sdk/content/pages.ts, RESERVED_SLUGS).
      {
        path: ':slug',
        loader: campaignPageLoader,
        handle: {
          page: (data) =>
            data ? { name: 'campaign', campaign: data as CampaignPageData } : { name: 'notFound' },
        } satisfies SiteRouteHandle,
      },
      { path: '*', handle: { page: () => ({ name: 'notFound' }) } satisfies SiteRouteHandle },
    ],
  },
];
