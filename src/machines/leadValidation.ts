// The lead form's checks live beside the Lead schema (sdk/schemas/leadCheck.ts): the server runs
// them for the lead page's plain form post, and the modal's machine runs them here.
export { LEAD_FIELDS, emptyLeadValues } from '@/sdk/schemas/leadCreate';
export type { LeadField, LeadValues } from '@/sdk/schemas/leadCreate';
export { checkLead, isLeadField, leadSummaryFor as leadToastFor } from '@/sdk/schemas/leadCheck';
export type { LeadCheck, LeadErrors } from '@/sdk/schemas/leadCheck';
