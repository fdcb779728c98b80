import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { DashboardSummaryAltText } from './DashboardSummaryAltText';
import type { AltTextPlace } from './DashboardSummaryAltText';
import { DashboardSummaryLeads } from './DashboardSummaryLeads';
import './DashboardSummary.css';

/** The numbers the dashboard shows; the database counts them (the dashboard API). */
export interface DashboardCounts {
  /** Leads received since midnight. */
  leadsToday: number;
  /** Leads received in the last seven days. */
  leadsThisWeek: number;
  /** All leads ever received. */
  leadsTotal: number;
  /** Client logos shown on the site now. */
  activeClients: number;
  /** Testimonials shown on the site now. */
  activeTestimonials: number;
}

export interface DashboardSummaryProps {
  /** The counts, or null while they are not known yet. */
  counts: DashboardCounts | null;
  /** The newest leads, newest first; the container decides how many. */
  latestLeads: readonly LeadRecord[];
  /** Shows placeholders while the data loads. */
  loading?: boolean;
  /** A failure to show instead of the numbers. */
  error?: string | null;
  /**
   * Items and sections whose images the site shows without alt text (issue 46), each linking to
   * its form; the dashboard counts them. None, or unknown yet: no panel.
   */
  altTextPlaces?: readonly AltTextPlace[];
}

const CARDS: readonly { key: keyof DashboardCounts; label: string }[] = [
  { key: 'leadsToday', label: 'Leads today' },
  { key: 'leadsThisWeek', label: 'Leads this week' },
  { key: 'leadsTotal', label: 'Leads in total' },
  { key: 'activeClients', label: 'Active clients' },
  { key: 'activeTestimonials', label: 'Active testimonials' },
];

const number = new Intl.NumberFormat('en-IN');

/** The admin dashboard: count cards and the latest leads. */
export function DashboardSummary({
  counts,
  latestLeads,
  loading = false,
  error,
  altTextPlaces = [],
}: DashboardSummaryProps) {
  const latestId = useId();
  return (
    <div className="dashboard" aria-busy={loading}>
      {error ? (
        <p className="dashboard__error" role="alert">
          {error}
        </p>
      ) : null}
      <DashboardSummaryAltText places={altTextPlaces} />
      <section aria-label="Summary">
        <ul className="dashboard__cards">
          {CARDS.map(({ key, label }) => (
            <li key={key} className="dashboard__card">
              <span className="dashboard__card-label">{label}</span>
              <span className="dashboard__card-value">
                {loading || !counts ? (
                  <span className="dashboard__placeholder">–</span>
                ) : (
                  number.format(counts[key])
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="dashboard__panel" aria-labelledby={latestId}>
        <div className="dashboard__panel-head">
          <h2 id={latestId} className="dashboard__panel-title">
            Latest leads
          </h2>
          <Link to="/leads">View all leads</Link>
        </div>
        {/* After a failed load there is no list to describe: "No leads yet" would be untrue. */}
        {error ? (
          <p className="dashboard__muted">Not loaded.</p>
        ) : (
          <DashboardSummaryLeads leads={latestLeads} loading={loading} />
        )}
      </section>
    </div>
  );
}
