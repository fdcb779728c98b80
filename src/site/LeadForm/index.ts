export { LEAD_FORM_TITLE, LeadForm } from './LeadForm';
export type { LeadFormPost, LeadFormProps } from './LeadForm';
