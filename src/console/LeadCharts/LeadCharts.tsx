import { useId } from 'react';
import { DASHBOARD_RANGES } from '@/sdk/schemas/leadDashboard';
import type { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import { LeadBreakdownChart } from './LeadBreakdownChart';
import { LeadChartFigure } from './LeadChartFigure';
import {
  breakdownRows,
  longDay,
  perDaySummary,
  shareSummary,
  statusRows,
  type LeadDimension,
} from './leadChartLabels';
import { LeadsPerDayChart } from './LeadsPerDayChart';
import './LeadCharts.css';

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export interface LeadChartsProps {
  /** The counts for the chosen range, or null while they load (or failed). */
  dashboard: LeadDashboard | null;
  /** The range shown: the last 30 or 90 days. */
  days: DashboardRange;
  /** Called with the range the admin picks. */
  onDaysChange: (days: DashboardRange) => void;
  /** Counts are being fetched. */
  loading?: boolean;
  /** The inbox link for leads with one source, campaign or call to action. */
  linkFor?: (dimension: LeadDimension, value: string) => string;
}

const BREAKDOWNS: readonly {
  dimension: LeadDimension;
  key: 'bySource' | 'byCampaign' | 'byCta';
  title: string;
  header: string;
}[] = [
  { dimension: 'source', key: 'bySource', title: 'Leads by source', header: 'Source' },
  { dimension: 'campaign', key: 'byCampaign', title: 'Leads by campaign', header: 'Campaign' },
  { dimension: 'cta', key: 'byCta', title: 'Leads by call to action', header: 'Call to action' },
];

/** The dashboard's charts: leads per day, and by source, campaign, call to action and status. */
export function LeadCharts({
  dashboard,
  days,
  onDaysChange,
  loading = false,
  linkFor,
}: LeadChartsProps) {
  const id = useId();
  const total = dashboard?.totals.inRange ?? 0;
  return (
    <section className="lead-charts" aria-labelledby={id} aria-busy={loading}>
      <div className="lead-charts__head">
        <h2 id={id} className="lead-charts__title">
          Where leads come from
        </h2>
        <div role="group" aria-label="Range" className="lead-charts__range">
          {DASHBOARD_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              className="lead-charts__range-button"
              onClick={() => onDaysChange(range)}
            >
              Last {range} days
            </button>
          ))}
        </div>
      </div>
      {!dashboard ? (
        <p className="lead-charts__muted">{loading ? 'Loading charts…' : 'No charts to show.'}</p>
      ) : (
        <div className="lead-charts__grid">
          <div className="lead-charts__wide">
            <LeadChartFigure
              title={`Leads per day, last ${days} days`}
              summary={perDaySummary(dashboard)}
              chart={<LeadsPerDayChart perDay={dashboard.perDay} />}
              rows={dashboard.perDay.map((d) => ({ label: longDay(d.day), count: d.count }))}
              rowHeader="Day"
            />
          </div>
          {BREAKDOWNS.map(({ dimension, key, title, header }) => {
            const rows = breakdownRows(dashboard[key], dimension);
            return (
              <LeadChartFigure
                key={key}
                title={title}
                summary={shareSummary(rows, total)}
                chart={<LeadBreakdownChart rows={rows} />}
                rows={rows}
                rowHeader={header}
                linkFor={linkFor && ((value) => linkFor(dimension, value))}
              />
            );
          })}
          <LeadChartFigure
            title="Leads by status"
            summary={shareSummary(
              [...statusRows(dashboard.byStatus)].sort((a, b) => b.count - a.count),
              total,
            )}
            chart={<LeadBreakdownChart rows={statusRows(dashboard.byStatus)} />}
            rows={statusRows(dashboard.byStatus)}
            rowHeader="Status"
          />
        </div>
      )}
    </section>
  );
}
