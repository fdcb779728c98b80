export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps } from './AdminLayout';
export { isCurrentNavItem } from './adminNav';
export type { AdminNavGroup, AdminNavItem } from './adminNav';
