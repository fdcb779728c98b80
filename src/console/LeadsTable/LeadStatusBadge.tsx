import type { LeadStatus } from '@/sdk/schemas/lead';
import { statusLabel } from '../format';

export interface LeadStatusBadgeProps {
  /** The lead's status; each has its own colour so a long list scans quickly. */
  status: LeadStatus;
}

/** A lead's status as a small coloured pill; the text carries the meaning, not the colour. */
export function LeadStatusBadge({ status }: LeadStatusBadgeProps) {
  return <span className={`lead-status lead-status--${status}`}>{statusLabel(status)}</span>;
}
