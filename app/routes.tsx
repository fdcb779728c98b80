import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from './providers/AuthProvider';
import { RouteError } from './routes/RouteError';
import { redirectSignedIn, requireAdmin } from './routes/guards';
import { LandingRoute } from './routes/LandingRoute';
import { landingLoader } from './routes/landingLoader';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { PolicyRoute } from './routes/PolicyRoute';
import { SiteLayout } from './routes/SiteLayout';

/** The admin screens, each its own lazy chunk: the landing page's bundle carries none of them. */
const adminScreens: {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
  title?: string;
}[] = [
  { path: 'dashboard', load: () => import('./routes/admin/DashboardRoute') },
  { path: 'leads', load: () => import('./routes/admin/LeadsRoute') },
  { path: 'home', load: () => import('./routes/admin/HomeRoute') },
  { path: 'course', load: () => import('./routes/admin/CourseRoute') },
  { path: 'business-online', load: () => import('./routes/admin/BusinessRoute') },
  { path: 'launch', load: () => import('./routes/admin/LaunchRoute') },
  { path: 'create-new-client', load: () => import('./routes/admin/ClientFormRoute') },
  {
    path: 'update-client/:id',
    load: () => import('./routes/admin/ClientFormRoute'),
    title: 'Update Client',
  },
  { path: 'manage-client', load: () => import('./routes/admin/ManageClientsRoute') },
  { path: 'create-new-testimonial', load: () => import('./routes/admin/TestimonialFormRoute') },
  {
    path: 'update-testimonial/:id',
    load: () => import('./routes/admin/TestimonialFormRoute'),
    title: 'Update Testimonial',
  },
  { path: 'manage-testimonials', load: () => import('./routes/admin/ManageTestimonialsRoute') },
];

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
        element: <SiteLayout />,
        children: [
          { index: true, loader: landingLoader, element: <LandingRoute /> },
          { path: 'privacy-policy', element: <PolicyRoute policy="privacy" /> },
          { path: 'term-condition', element: <PolicyRoute policy="terms" /> },
          { path: 'refund-policy', element: <PolicyRoute policy="refund" /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { path: 'login', loader: redirectSignedIn, lazy: () => import('./routes/LoginRoute') },
      {
        loader: requireAdmin,
        lazy: () => import('./routes/admin/AdminShell'),
        children: adminScreens.map(({ path, load, title }) => ({
          path,
          loader: requireAdmin,
          lazy: load,
          handle: title ? { title } : undefined,
        })),
      },
    ],
  },
];
