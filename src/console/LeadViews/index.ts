export { LEAD_VIEW_FILTER, LeadViews, leadViewOf } from './LeadViews';
export type { LeadView, LeadViewsProps } from './LeadViews';
