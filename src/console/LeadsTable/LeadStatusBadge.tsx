import type { LeadStatus } from '@/sdk/schemas/lead';
import { LEAD_STATUS_LABEL } from './leadDisplay';

export interface LeadStatusBadgeProps {
  /** The lead's status; each has its own colour so a long list scans quickly. */
  status: LeadStatus;
}

/** A lead's status as a small coloured pill; the text carries the meaning, not the colour. */
export function LeadStatusBadge({ status }: LeadStatusBadgeProps) {
  return <span className={`lead-status lead-status--${status}`}>{LEAD_STATUS_LABEL[status]}</span>;
}
