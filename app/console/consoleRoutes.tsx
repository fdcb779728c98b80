import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { consoleScreens } from '@/src/console/consoleScreens';
import type { ConsoleScreenRole } from '@/src/console/consoleScreens';
import { AuthProvider } from './AuthProvider';
import { RouteError } from './RouteError';
import { redirectSignedIn, requireAdmin } from './guards';

/**
 * The component of each kind of console screen, each its own lazy chunk: the console's first
 * load carries none of them. Which screens exist is the one list in src/console/consoleScreens.
 */
const screenComponents: Record<ConsoleScreenRole, () => Promise<{ Component: ComponentType }>> = {
  dashboard: () => import('./routes/DashboardRoute'),
  leads: () => import('./routes/LeadsRoute'),
  contact: () => import('./routes/ContactRoute'),
  users: () => import('./routes/UsersRoute'),
  audit: () => import('./routes/AuditLogRoute'),
  account: () => import('./routes/AccountRoute'),
  singleton: () => import('./routes/SingletonFormRoute'),
  list: () => import('./routes/CollectionListRoute'),
  create: () => import('./routes/CollectionFormRoute'),
  update: () => import('./routes/CollectionFormRoute'),
  releases: () => import('./routes/ReleasesRoute'),
  review: () => import('./routes/ReviewRoute'),
  trash: () => import('./routes/TrashRoute'),
  previewLinks: () => import('./routes/PreviewLinksRoute'),
  history: () => import('./routes/HistoryRoute'),
  webhooks: () => import('./routes/WebhooksRoute'),
  apiTokens: () => import('./routes/ApiTokensRoute'),
  apiReference: () => import('./routes/ApiReferenceRoute'),
  homeLayout: () => import('./routes/HomeLayoutRoute'),
  redirects: () => import('./routes/RedirectsRoute'),
  experiments: () => import('./routes/ExperimentsRoute'),
};

/**
 * Anything outside the console (the public pages, after sign-out) is a full page load: the
 * server renders those pages, and the console's router does not carry them.
 */
function leaveConsole({ request }: { request: Request }): null {
  window.location.assign(request.url);
  return null;
}

/**
 * The console: /login and every admin screen, rendered in the browser (app/entry-console.tsx).
 * The server sends these paths the console's shell (app/entry-server.tsx: isClientRendered).
 */
export const consoleRoutes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    // The first render waits for the guards (sign-in state); nothing to show before them.
    HydrateFallback: () => null,
    children: [
      { path: 'login', loader: redirectSignedIn, lazy: () => import('./routes/LoginRoute') },
      // Issue 47 item 5: a reset link's page, open whether or not someone is signed in here.
      { path: 'reset-password', lazy: () => import('./routes/ResetPasswordRoute') },
      {
        loader: requireAdmin,
        lazy: () => import('./routes/AdminShell'),
        children: [
          ...consoleScreens.map((screen) => ({
            path: screen.path.slice(1),
            loader: requireAdmin,
            lazy: screenComponents[screen.role],
            handle: { screen },
          })),
          // The breadcrumb's "More": every screen the user may open (not a screen of its own in
          // the side navigation, which lists them already).
          {
            path: 'more',
            loader: requireAdmin,
            lazy: () => import('./routes/MoreRoute'),
            handle: { title: 'More' },
          },
        ],
      },
      { path: '*', loader: leaveConsole, element: null },
    ],
  },
];
