export { LeadDetailDrawer } from './LeadDetailDrawer';
export type { LeadDetailDrawerProps } from './LeadDetailDrawer';
export type { LeadDetailChange } from './LeadDetailDrawerBody';
