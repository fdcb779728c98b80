import { Link } from 'react-router-dom';
import type { AdminNavGroup } from '../AdminLayout';
import './ConsoleIndex.css';

export interface ConsoleIndexProps {
  /** The screens the user may open, grouped as the side navigation groups them. */
  navigation: readonly AdminNavGroup[];
}

/**
 * The "More" page the breadcrumb links to: every screen the user may open, by group, as large
 * links (on a phone the side navigation hides behind its button).
 */
export function ConsoleIndex({ navigation }: ConsoleIndexProps) {
  return (
    <div className="console-index">
      {navigation.map((group) => (
        <section
          key={group.title ?? 'main'}
          className="console-index__group"
          aria-label={group.title ?? 'Overview'}
        >
          <h2 className="console-index__title">{group.title ?? 'Overview'}</h2>
          <ul className="console-index__list">
            {group.items.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
