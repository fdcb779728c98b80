export { DashboardSummary } from './DashboardSummary';
export type { DashboardCounts, DashboardSummaryProps } from './DashboardSummary';
export type { AltTextPlace } from './DashboardSummaryAltText';
