export { UsersPanel } from './UsersPanel';
export type { UsersPanelProps } from './UsersPanel';
