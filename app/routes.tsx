import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { consoleScreens } from '@/src/console/consoleScreens';
import type { ConsoleScreenRole } from '@/src/console/consoleScreens';
import { AuthProvider } from './providers/AuthProvider';
import { RouteError } from './routes/RouteError';
import { redirectSignedIn, requireAdmin } from './routes/guards';
import { LandingRoute } from './routes/LandingRoute';
import { landingLoader } from './routes/landingLoader';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { PolicyRoute, policyLoader } from './routes/PolicyRoute';
import { SiteLayout } from './routes/SiteLayout';
import { SITE_ROUTE_ID, siteLoader } from './routes/siteLoader';

/**
 * The component of each kind of console screen, each its own lazy chunk: the landing page's
 * bundle carries none of them. Which screens exist is the one list in src/console/consoleScreens.
 */
const screenComponents: Record<ConsoleScreenRole, () => Promise<{ Component: ComponentType }>> = {
  dashboard: () => import('./routes/admin/DashboardRoute'),
  leads: () => import('./routes/admin/LeadsRoute'),
  singleton: () => import('./routes/admin/SingletonFormRoute'),
  list: () => import('./routes/admin/CollectionListRoute'),
  create: () => import('./routes/admin/CollectionFormRoute'),
  update: () => import('./routes/admin/CollectionFormRoute'),
};

/** Every route of the spec, plus a dashboard and a real 404 page. */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    // The first paint waits for the landing data; nothing to show before it.
    HydrateFallback: () => null,
    children: [
      {
        id: SITE_ROUTE_ID,
        loader: siteLoader,
        // The settings change only by an edit; moving between public pages keeps them.
        shouldRevalidate: () => false,
        element: <SiteLayout />,
        children: [
          { index: true, loader: landingLoader, element: <LandingRoute /> },
          { path: 'privacy-policy', loader: policyLoader('privacy'), element: <PolicyRoute /> },
          { path: 'term-condition', loader: policyLoader('terms'), element: <PolicyRoute /> },
          { path: 'refund-policy', loader: policyLoader('refund'), element: <PolicyRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { path: 'login', loader: redirectSignedIn, lazy: () => import('./routes/LoginRoute') },
      {
        loader: requireAdmin,
        lazy: () => import('./routes/admin/AdminShell'),
        children: consoleScreens.map((screen) => ({
          path: screen.path.slice(1),
          loader: requireAdmin,
          lazy: screenComponents[screen.role],
          handle: { screen },
        })),
      },
    ],
  },
];
