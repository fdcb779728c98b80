export { LeadPage } from './LeadPage';
export type { LeadPageProps } from './LeadPage';
export { LeadThanks } from './LeadThanks';
