import type { RouteObject } from 'react-router-dom';
import { landingLoader } from '../routes/landingLoader';
import type { LandingData } from '../routes/landingLoader';
import type { PolicyName } from '../routes/PolicyRoute';
import type { SitePage } from './sitePage';

/** Each public route names the page it shows, given its loader's data. */
export interface SiteRouteHandle {
  page: (loaderData: unknown) => SitePage;
}

const policy = (name: PolicyName): SiteRouteHandle => ({
  page: () => ({ name: 'policy', policy: name }),
});

/**
 * The public pages as the server's static handler matches them (app/entry-server.tsx). The
 * browser never sees this table: it hydrates the page the server matched.
 */
export const siteRoutes: RouteObject[] = [
  {
    path: '/',
    loader: landingLoader,
    handle: {
      page: (data) => ({ name: 'landing', landing: data as LandingData }),
    } satisfies SiteRouteHandle,
  },
  { path: '/privacy-policy', handle: policy('privacy') },
  { path: '/term-condition', handle: policy('terms') },
  { path: '/refund-policy', handle: policy('refund') },
  { path: '*', handle: { page: () => ({ name: 'notFound' }) } satisfies SiteRouteHandle },
];
