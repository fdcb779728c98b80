export { LeadDetailDrawer } from './LeadDetailDrawer';
export type { LeadDetailChange, LeadDetailDrawerProps } from './LeadDetailDrawer';
