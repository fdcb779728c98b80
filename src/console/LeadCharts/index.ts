export { LeadCharts } from './LeadCharts';
export type { DashboardRange, LeadChartsProps } from './LeadCharts';
export type { LeadDimension } from './leadChartLabels';
