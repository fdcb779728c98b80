export { VersionHistory } from './VersionHistory';
export type { VersionHistoryProps } from './VersionHistory';
export { FieldComparison } from './FieldComparison';
export type { ComparisonSides, FieldComparisonProps } from './FieldComparison';
export { VersionHistoryValue } from './VersionHistoryValue';
