export { LeadModal, emptyLeadValues } from './LeadModal';
export type { LeadModalProps, LeadField, LeadValues } from './LeadModal';
