import { formatDate, indiaToday } from '../format';

export interface LeadFollowUpProps {
  /** The contact's next follow-up day in India ("2026-11-25"), or null when none is planned. */
  day: string | null;
  /** Today in India; stories and tests pin it, the console uses the clock. */
  today?: string;
}

/** A follow-up day, flagged "Due today" or "Overdue" in words (not colour alone). */
export function LeadFollowUp({ day, today = indiaToday() }: LeadFollowUpProps) {
  if (!day) return <span className="lead-follow-up lead-follow-up--none">None</span>;
  // Calendar days in one format compare as strings.
  const flag = day < today ? 'Overdue' : day === today ? 'Due today' : null;
  return (
    <span className="lead-follow-up">
      <time dateTime={day}>{formatDate(day)}</time>
      {flag ? (
        <span
          className={`lead-follow-up__flag lead-follow-up__flag--${flag === 'Overdue' ? 'late' : 'today'}`}
        >
          {flag}
        </span>
      ) : null}
    </span>
  );
}
