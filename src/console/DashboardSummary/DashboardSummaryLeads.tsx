import type { LeadRecord } from '@/sdk/schemas/lead';
import { formatDateTime, formatPhone } from '../format';

export interface DashboardSummaryLeadsProps {
  /** The leads to list, newest first. */
  leads: readonly LeadRecord[];
  /** Shows a loading line instead of the list. */
  loading: boolean;
}

const STATUS_LABEL: Record<LeadRecord['status'], string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
  spam: 'Spam',
};

/** The "Latest leads" list of the dashboard. */
export function DashboardSummaryLeads({ leads, loading }: DashboardSummaryLeadsProps) {
  if (loading) return <p className="dashboard__muted">Loading leads…</p>;
  if (leads.length === 0)
    return (
      <p className="dashboard__muted">
        No leads yet. New enquiries from the site will appear here.
      </p>
    );
  return (
    <ul className="dashboard__leads">
      {leads.map((lead) => (
        <li key={lead._id} className="dashboard__lead">
          <div className="dashboard__lead-main">
            <span className="dashboard__lead-name">{lead.name}</span>
            <span className={`dashboard__status dashboard__status--${lead.status}`}>
              {STATUS_LABEL[lead.status]}
            </span>
          </div>
          <div className="dashboard__lead-contact">
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            <a href={`tel:+91${lead.mobile}`}>{formatPhone(lead.mobile)}</a>
          </div>
          <p className="dashboard__lead-message">{lead.message}</p>
          <time className="dashboard__muted" dateTime={lead.createdAt}>
            {formatDateTime(lead.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
