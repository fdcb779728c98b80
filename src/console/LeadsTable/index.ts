export { LeadsTable } from './LeadsTable';
export type { LeadsTableProps } from './LeadsTable';
export { LeadStatusBadge } from './LeadStatusBadge';
export type { LeadStatusBadgeProps } from './LeadStatusBadge';
export {
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  contactPath,
  formatReceived,
  leadSourceLabel,
  ordinal,
} from './leadDisplay';
export { LeadFollowUp } from './LeadFollowUp';
export type { LeadFollowUpProps } from './LeadFollowUp';
export { LeadCards } from './LeadCards';
export { InboxCard, InboxCards } from './InboxCards';
export type { InboxCardProps, InboxCardsProps } from './InboxCards';
export { NARROW_SCREEN, useNarrowScreen } from './useNarrowScreen';
export { EmailText } from './EmailText';
