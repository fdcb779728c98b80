import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ADMIN_NAV, AdminLayout, isCurrentNavItem } from '@/src/console/AdminLayout';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { useAuth } from '@/app/providers/AuthProvider';

/** The page name in the breadcrumb: the matching side-navigation entry, or the route's own. */
function usePageTitle(pathname: string): string {
  const matches = useMatches();
  const fromRoute = matches
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .pop();
  if (fromRoute) return fromRoute;
  for (const group of ADMIN_NAV) {
    const item = group.items.find((i) => isCurrentNavItem(i, pathname));
    if (item) return item.label;
  }
  return 'Dashboard';
}

/** Every admin screen: top bar, side navigation, breadcrumb and the console's toasts. */
export function Component() {
  const { pathname } = useLocation();
  const auth = useAuth();
  return (
    <>
      <AdminLayout
        currentPath={pathname}
        pageTitle={usePageTitle(pathname)}
        userName="Site Administrator"
        onLogout={() => auth.send({ type: 'auth.logout' })}
      >
        <Outlet />
      </AdminLayout>
      <SiteToaster variant="admin" />
    </>
  );
}
