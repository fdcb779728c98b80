import { Outlet, useLocation } from 'react-router-dom';
import { AdminLayout } from '@/src/console/AdminLayout';
import { consoleNavigation, screenTitle } from '@/src/console/navigation';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { useAuth } from '@/app/providers/AuthProvider';

/** Built once: the navigation follows the declarations, which do not change while the app runs. */
const navigation = consoleNavigation();

/** Every admin screen: top bar, side navigation, breadcrumb and the console's toasts. */
export function Component() {
  const { pathname } = useLocation();
  const screen = useConsoleScreen();
  const auth = useAuth();
  return (
    <>
      <AdminLayout
        navigation={navigation}
        currentPath={pathname}
        pageTitle={screen ? screenTitle(screen) : 'Dashboard'}
        userName="Site Administrator"
        onLogout={() => auth.send({ type: 'auth.logout' })}
      >
        <Outlet />
      </AdminLayout>
      <SiteToaster variant="admin" />
    </>
  );
}
