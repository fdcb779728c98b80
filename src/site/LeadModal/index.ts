export { LeadModal, emptyLeadValues } from './LeadModal';
export type { LeadErrors, LeadField, LeadModalProps, LeadValues } from './LeadModal';
