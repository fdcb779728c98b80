import { contentEntries } from '../contentScreens';
import type { CollectionEntry, ContentEntry, SingletonEntry } from '../contentScreens';
import type { AdminNavGroup, AdminNavItem } from '../AdminLayout';
import { consoleScreens } from '../consoleScreens';
import type { ConsoleScreen } from '../consoleScreens';
import { can } from '@/sdk/schemas/users';
import type { Role } from '@/sdk/schemas/users';

const pageTitles = {
  dashboard: 'Dashboard',
  leads: 'Leads',
  contact: 'Contact',
  users: 'Users',
  audit: 'Audit log',
  account: 'My account',
  releases: 'Releases',
  review: 'Review',
  trash: 'Trash',
  previewLinks: 'Preview links',
  history: 'History',
  webhooks: 'Webhooks',
  apiTokens: 'API tokens',
  apiReference: 'API reference',
  homeLayout: 'Home page layout',
  redirects: 'Redirects',
  experiments: 'Experiments',
} as const;
type PageRole = keyof typeof pageTitles;
const isPage = (role: string): role is PageRole => role in pageTitles;
/**
 * Pages in a group of their own, after the content: issue 37's publishing screens (drafts
 * published together, review, the trash, shared previews), the team's (users, audit log, one's
 * own account) and issue 38's for other systems (webhooks and API tokens, admins only), with issue
 * 46's API reference. Redirects and experiments join the Campaign pages group: they are about campaign pages.
 */
const pageGroups: Partial<Record<PageRole, string>> = {
  homeLayout: 'Campaign pages',
  redirects: 'Campaign pages',
  experiments: 'Campaign pages',
  releases: 'Publishing',
  review: 'Publishing',
  trash: 'Publishing',
  previewLinks: 'Publishing',
  users: 'Team',
  audit: 'Team',
  account: 'Team',
  webhooks: 'Integrations',
  apiTokens: 'Integrations',
  apiReference: 'Integrations',
};
/** Screens reached from another screen, never from the menu (a record's history, a contact). */
const reachedFromScreens = new Set<string>(['update', 'history', 'contact']);

/** The declaration and console screens of a content key. */
export function contentEntry(key: string | undefined): ContentEntry | undefined {
  return contentEntries.find((entry) => entry.definition.key === key);
}

/** The collection entry of a content key (list and form screens of clients, testimonials). */
export function collectionEntry(key: string | undefined): CollectionEntry | undefined {
  const entry = contentEntry(key);
  return entry?.definition.kind === 'collection' ? (entry as CollectionEntry) : undefined;
}

/** The section entry of a content key (the forms of home, course, launch, business). */
export function singletonEntry(key: string | undefined): SingletonEntry | undefined {
  const entry = contentEntry(key);
  return entry?.definition.kind === 'singleton' ? (entry as SingletonEntry) : undefined;
}

/**
 * What kind of content a key is, as a person says it: a collection's group ("Testimonials"), a
 * section's own name ("Home"). For lists that mix kinds (trash, releases, review).
 */
export function contentKindLabel(key: string): string {
  const entry = contentEntry(key);
  if (!entry) return key;
  return 'list' in entry.screens ? entry.screens.group : entry.screens.label;
}

/** The page title of a screen: its navigation label, or an update form's own title. */
export function screenTitle(screen: ConsoleScreen): string {
  if (isPage(screen.role)) return pageTitles[screen.role];
  const { screens } = contentEntry(screen.content) ?? {};
  if (!screens) return '';
  if (!('list' in screens)) return screens.label;
  if (screen.role === 'list') return screens.list.label;
  if (screen.role === 'create') return screens.create.label;
  return screens.update.title;
}

/**
 * The side navigation: the pages on top, then one group per declared group, in list order. Pass
 * the screens a role may use (`screensFor`) so the console shows nothing the server would refuse.
 */
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
    // An update form is reached from its list, and highlights that entry; a history from a form.
    if (reachedFromScreens.has(screen.role)) continue;
    const entry = contentEntry(screen.content);
    const item: AdminNavItem = { label: screenTitle(screen), path: screen.path };
    // A contact's page is part of the inbox: Leads stays highlighted there.
    if (screen.role === 'leads') {
      const contact = screens.find((s) => s.role === 'contact');
      if (contact) item.alsoFor = [contact.path.replace(':id', '')];
    }
    if (screen.role === 'list' && entry && 'list' in entry.screens) {
      const update = screens.find((s) => s.role === 'update' && s.content === screen.content);
      if (update) item.alsoFor = [update.path.replace(':id', '')];
    }
    const page = isPage(screen.role) ? (pageGroups[screen.role] ?? null) : null;
    groupOf(entry ? entry.screens.group : page).items.push(item);
  }
  return groups;
}

/** The screens a role may use (the server refuses the others with 403). */
export const screensFor = (role: Role, screens: readonly ConsoleScreen[] = consoleScreens) =>
  screens.filter((screen) => can(role, screen.area));
