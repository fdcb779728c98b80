export { ReleasesPanel } from './ReleasesPanel';
export type { ReleasesPanelProps } from './ReleasesPanel';
export { releaseStatusLabels } from './ReleasesPanelRelease';
