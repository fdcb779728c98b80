/** One entry of the admin side navigation. */
export interface AdminNavItem {
  /** Link text, as the spec names the screen. */
  label: string;
  /** The route. */
  path: string;
  /** Other routes that belong to this entry (an update form highlights its list). */
  alsoFor?: readonly string[];
}

/** A titled group of entries, or top-level entries when the title is null. */
export interface AdminNavGroup {
  /** Group heading ("Pages"), or null for the top-level entries. */
  title: string | null;
  /** The entries, in display order. */
  items: readonly AdminNavItem[];
}

/** The spec's eight entries (section 2) plus Dashboard and Leads, grouped by what they edit. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    title: null,
    items: [
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Leads', path: '/leads' },
    ],
  },
  {
    title: 'Pages',
    items: [
      { label: 'Course', path: '/course' },
      { label: 'Business Online', path: '/business-online' },
      { label: 'Launch', path: '/launch' },
      { label: 'Home', path: '/home' },
    ],
  },
  {
    title: 'Clients',
    items: [
      { label: 'Create New Client', path: '/create-new-client' },
      { label: 'Manage Client', path: '/manage-client', alsoFor: ['/update-client/'] },
    ],
  },
  {
    title: 'Testimonials',
    items: [
      { label: 'Create New Testimonial', path: '/create-new-testimonial' },
      {
        label: 'Manage Testimonials',
        path: '/manage-testimonials',
        alsoFor: ['/update-testimonial/'],
      },
    ],
  },
];

/** Whether `item` is the entry of the page at `currentPath`. */
export function isCurrentNavItem(item: AdminNavItem, currentPath: string): boolean {
  return item.path === currentPath || (item.alsoFor ?? []).some((p) => currentPath.startsWith(p));
}
