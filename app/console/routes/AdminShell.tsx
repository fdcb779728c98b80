import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { can } from '@/sdk/schemas/users';
import { AdminLayout } from '@/src/console/AdminLayout';
import { consoleNavigation, screenTitle, screensFor } from '@/src/console/navigation';
import { LoadError } from '@/src/console/LoadError';
import { NoAccess } from '@/src/console/NoAccess';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { useConsoleScreen, useRouteTitle } from '@/app/console/useConsoleScreen';
import { useLoadCurrentUser } from '@/app/console/useCurrentUser';
import type { ConsoleOutletContext } from '@/app/console/useCurrentUser';
import { useAuth } from '@/app/console/AuthProvider';

/**
 * Every admin screen: top bar, side navigation (only what the user's role may use), breadcrumb
 * and the console's toasts. A screen the role may not use says so (NoAccess), with a link to the
 * first one it may; the dashboard, where sign-in lands, sends it there (an editor signing in
 * lands on the content, not the lead dashboard); a one-time password, or
 * a two-factor set-up the site requires, sends the user to My account until it is done. The server refuses the same calls with 403.
 */
export function Component() {
  const { pathname } = useLocation();
  const screen = useConsoleScreen();
  const routeTitle = useRouteTitle();
  const auth = useAuth();
  const navigate = useNavigate();
  const { user, error, reload } = useLoadCurrentUser();
  if (!user && error) {
    return (
      <main className="status-page">
        <LoadError message={error.message} requestId={error.requestId} onRetry={reload} />
      </main>
    );
  }
  if (!user) return <p role="status">Loading the console…</p>;
  const allowed = screensFor(user.role);
  const homeScreen = allowed.find((s) => s.role !== 'update' && s.role !== 'create');
  const home = homeScreen?.path ?? '/account';
  const refused = screen !== undefined && !can(user.role, screen.area);
  // The dashboard is where every sign-in lands (and /admin): a role without it starts at its
  // own first screen. Any other screen it may not open is said in words (NoAccess).
  if (refused && screen.role === 'dashboard') return <Navigate to={home} replace />;
  if (user.mustChangePassword && screen?.role !== 'account')
    return <Navigate to="/account" replace />;
  // The site requires two-factor of this admin: My account, where it is set up, until it is.
  if (user.twoFactor.required && !user.twoFactor.enabled && screen?.role !== 'account')
    return <Navigate to="/account" replace />;
  const context: ConsoleOutletContext = { user, reloadUser: reload };
  return (
    <>
      <AdminLayout
        navigation={consoleNavigation(allowed)}
        currentPath={pathname}
        pageTitle={screen ? screenTitle(screen) : (routeTitle ?? 'Dashboard')}
        homePath={home}
        morePath="/more"
        userName={user.username}
        userRole={user.role}
        onLogout={() => auth.send({ type: 'auth.logout' })}
        onProfile={() => void navigate('/account')}
        // Settings: the site's settings, for those who may edit them.
        onSettings={can(user.role, 'content') ? () => void navigate('/site-settings') : undefined}
      >
        {refused ? (
          <NoAccess
            screen={screenTitle(screen)}
            role={user.role}
            homePath={home}
            homeName={homeScreen ? screenTitle(homeScreen) : 'My account'}
          />
        ) : (
          <Outlet context={context} />
        )}
      </AdminLayout>
      <SiteToaster variant="admin" />
    </>
  );
}
