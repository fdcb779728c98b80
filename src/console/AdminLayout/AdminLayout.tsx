import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { AdminLayoutNav } from './AdminLayoutNav';
import type { AdminNavGroup } from './adminNav';
import { AdminLayoutUserMenu, type AdminLayoutUserMenuProps } from './AdminLayoutUserMenu';
import './AdminLayout.css';
import './AdminLayoutNav.css';

export interface AdminLayoutProps extends AdminLayoutUserMenuProps {
  /** The side navigation's groups of entries. */
  navigation: readonly AdminNavGroup[];
  /** The route shown now (from the router, passed by the container); highlights its nav entry. */
  currentPath: string;
  /** The page's name: last breadcrumb item and the page heading. */
  pageTitle: string;
  /**
   * Where "Home" (breadcrumb and logo) leads: the signed-in user's start page, the same screen
   * for every visit (an admin's dashboard; an editor, who may not see it, the first content page).
   */
  homePath?: string;
  /** The "More" page: every screen the user may open (the breadcrumb's middle item). */
  morePath?: string;
  /** The page content. */
  children: ReactNode;
}

/**
 * The frame of every admin screen: top bar (logo, drawer button, user menu), side navigation,
 * breadcrumb (the spec's home > More > page, each a link) and the page. Below 900 px the
 * navigation becomes a drawer.
 */
export function AdminLayout({
  navigation,
  currentPath,
  pageTitle,
  homePath = '/dashboard',
  morePath = '/more',
  children,
  ...user
}: AdminLayoutProps) {
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!navOpen) return;
    closeButtonRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeNav();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  function closeNav() {
    setNavOpen(false);
    menuButtonRef.current?.focus();
  }

  return (
    <div className={`admin-layout${navOpen ? ' admin-layout--nav-open' : ''}`}>
      <header className="admin-layout__topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="admin-layout__menu-button"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen(true)}
        >
          <span aria-hidden="true">☰</span>
          <VisuallyHidden>Open navigation</VisuallyHidden>
        </button>
        <Link to={homePath} className="admin-layout__logo">
          <BrandLogo tone="light" />
          <VisuallyHidden> start page</VisuallyHidden>
        </Link>
        <AdminLayoutUserMenu {...user} />
      </header>
      <div className="admin-layout__body">
        <aside id={navId} className="admin-layout__sidebar" aria-label="Side navigation">
          <button
            ref={closeButtonRef}
            type="button"
            className="admin-layout__close"
            onClick={closeNav}
          >
            <span aria-hidden="true">✕</span>
            <VisuallyHidden>Close navigation</VisuallyHidden>
          </button>
          <AdminLayoutNav
            navigation={navigation}
            currentPath={currentPath}
            onNavigate={() => setNavOpen(false)}
          />
        </aside>
        {navOpen ? (
          // Tapping beside the drawer closes it; keyboard users have Escape and the close button.
          <button
            type="button"
            className="admin-layout__backdrop"
            tabIndex={-1}
            aria-hidden="true"
            onClick={closeNav}
          />
        ) : null}
        <main className="admin-layout__main">
          <nav aria-label="Breadcrumb" className="admin-layout__breadcrumb">
            <ol>
              <li>
                <Link to={homePath}>
                  <span aria-hidden="true">⌂ </span>Home
                </Link>
              </li>
              {currentPath === morePath ? null : (
                <li>
                  <Link to={morePath}>More</Link>
                </li>
              )}
              <li aria-current="page">{pageTitle}</li>
            </ol>
          </nav>
          <h1 className="admin-layout__title">{pageTitle}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
