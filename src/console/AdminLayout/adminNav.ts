/** One entry of the admin side navigation. */
export interface AdminNavItem {
  /** Link text, as the spec names the screen. */
  label: string;
  /** The route. */
  path: string;
  /** Other routes that belong to this entry (an update form highlights its list). */
  alsoFor?: string[];
}

/** A titled group of entries, or top-level entries when the title is null. */
export interface AdminNavGroup {
  /** Group heading ("Pages"), or null for the top-level entries. */
  title: string | null;
  /** The entries, in display order. */
  items: readonly AdminNavItem[];
}

/** Whether `item` is the entry of the page at `currentPath`. */
export function isCurrentNavItem(item: AdminNavItem, currentPath: string): boolean {
  return item.path === currentPath || (item.alsoFor ?? []).some((p) => currentPath.startsWith(p));
}
