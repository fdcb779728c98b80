export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps } from './AdminLayout';
export { ADMIN_NAV, isCurrentNavItem } from './adminNav';
export type { AdminNavGroup, AdminNavItem } from './adminNav';
