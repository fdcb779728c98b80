export { LeadLink } from './LeadLink';
export type { LeadLinkProps } from './LeadLink';
