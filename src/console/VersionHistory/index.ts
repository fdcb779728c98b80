export { VersionHistory } from './VersionHistory';
export type { VersionHistoryProps } from './VersionHistory';
