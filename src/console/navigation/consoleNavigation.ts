import { adminContent } from '../contentScreens';
import type { CollectionEntry, ContentEntry, SingletonEntry } from '../contentScreens';
import type { AdminNavGroup, AdminNavItem } from '../AdminLayout';
import { consoleScreens } from '../consoleScreens';
import type { ConsoleScreen } from '../consoleScreens';

const pageTitles = { dashboard: 'Dashboard', leads: 'Leads' } as const;

/** The declaration and console screens of a content key. */
export function contentEntry(key: string | undefined): ContentEntry | undefined {
  const entries: ContentEntry[] = [...adminContent.singletons, ...adminContent.collections];
  return entries.find((entry) => entry.definition.key === key);
}

/** The collection entry of a content key (list and form screens of clients, testimonials). */
export function collectionEntry(key: string | undefined): CollectionEntry | undefined {
  return adminContent.collections.find((entry) => entry.definition.key === key);
}

/** The section entry of a content key (the forms of home, course, launch, business). */
export function singletonEntry(key: string | undefined): SingletonEntry | undefined {
  return adminContent.singletons.find((entry) => entry.definition.key === key);
}

/** The page title of a screen: its navigation label, or an update form's own title. */
export function screenTitle(screen: ConsoleScreen): string {
  if (screen.role === 'dashboard' || screen.role === 'leads') return pageTitles[screen.role];
  const { screens } = contentEntry(screen.content) ?? {};
  if (!screens) return '';
  if (!('list' in screens)) return screens.label;
  if (screen.role === 'list') return screens.list.label;
  if (screen.role === 'create') return screens.create.label;
  return screens.update.title;
}

/** The side navigation: the pages on top, then one group per declared group, in list order. */
export function consoleNavigation(
  screens: readonly ConsoleScreen[] = consoleScreens,
): AdminNavGroup[] {
  const groups: { title: string | null; items: AdminNavItem[] }[] = [];
  const groupOf = (title: string | null) => {
    const found = groups.find((g) => g.title === title);
    if (found) return found;
    const created = { title, items: [] };
    groups.push(created);
    return created;
  };
  for (const screen of screens) {
    // An update form is reached from its list, and highlights that entry.
    if (screen.role === 'update') continue;
    const entry = contentEntry(screen.content);
    const item: AdminNavItem = { label: screenTitle(screen), path: screen.path };
    if (screen.role === 'list' && entry && 'list' in entry.screens) {
      const update = screens.find((s) => s.role === 'update' && s.content === screen.content);
      if (update) item.alsoFor = [update.path.replace(':id', '')];
    }
    groupOf(entry ? entry.screens.group : null).items.push(item);
  }
  return groups;
}
