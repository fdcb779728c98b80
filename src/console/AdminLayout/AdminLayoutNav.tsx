import { Link } from 'react-router-dom';
import { isCurrentNavItem } from './adminNav';
import type { AdminNavGroup } from './adminNav';

export interface AdminLayoutNavProps {
  /** The entries, grouped (console/navigation builds them from the one list of screens). */
  navigation: readonly AdminNavGroup[];
  /** The route shown now; its entry is highlighted and marked aria-current. */
  currentPath: string;
  /** Called after a link is followed, so the narrow-screen drawer can close. */
  onNavigate?: () => void;
}

/** The side navigation: groups of links to every admin screen. */
export function AdminLayoutNav({ navigation, currentPath, onNavigate }: AdminLayoutNavProps) {
  return (
    <nav className="admin-nav" aria-label="Admin">
      {navigation.map((group) => (
        <div key={group.title ?? 'main'} className="admin-nav__group">
          {group.title ? <h2 className="admin-nav__group-title">{group.title}</h2> : null}
          <ul className="admin-nav__list">
            {group.items.map((item) => {
              const current = isCurrentNavItem(item, currentPath);
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className={`admin-nav__link${current ? ' admin-nav__link--current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
