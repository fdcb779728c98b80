import type { LeadBreakdown, LeadDashboard } from '@/sdk/schemas/leadDashboard';
import type { LeadStatus } from '@/sdk/schemas/lead';

/** Which attribute a breakdown counts; also the inbox filter it links to. */
export type LeadDimension = 'source' | 'campaign' | 'cta';

/** One bar: what it is called, how many leads, and the value to filter the inbox by (if any). */
export interface ChartRow {
  label: string;
  count: number;
  value?: string;
}

const UNKNOWN: Record<LeadDimension, string> = {
  source: 'Direct or unknown',
  campaign: 'No campaign',
  cta: 'Not recorded',
};

const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
  spam: 'Spam',
};

/** A breakdown's bars: the named values biggest first, then "All others" when there are more. */
export function breakdownRows(breakdown: LeadBreakdown, dimension: LeadDimension): ChartRow[] {
  const rows: ChartRow[] = breakdown.top.map((share) =>
    share.value === null
      ? { label: UNKNOWN[dimension], count: share.count }
      : { label: share.value, count: share.count, value: share.value },
  );
  if (breakdown.otherCount > 0) rows.push({ label: 'All others', count: breakdown.otherCount });
  return rows;
}

export const statusRows = (byStatus: LeadDashboard['byStatus']): ChartRow[] =>
  byStatus.map(({ value, count }) => ({ label: STATUS_LABEL[value], count }));

// Days are calendar days already (India); read them as UTC so no zone shifts them again.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "21 Nov" for an axis tick. */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** "Sat, 21 Nov 2026" for a table row. */
export function longDay(day: string): string {
  // Assembled from parts: ICU versions differ on the comma before the year (Node vs Chromium).
  const parts = longDayFormat.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

export const countFormat = new Intl.NumberFormat('en-IN');

/** One sentence that says what the per-day chart shows, for people who cannot see it. */
export function perDaySummary(dashboard: LeadDashboard): string {
  const { perDay, totals, days } = dashboard;
  if (totals.inRange === 0) return `No leads in the last ${days} days.`;
  const peak = perDay.reduce((best, d) => (d.count > best.count ? d : best));
  const count = countFormat.format(totals.inRange);
  const leads = totals.inRange === 1 ? 'lead' : 'leads';
  return `${count} ${leads} in the last ${days} days; the busiest day was ${longDay(peak.day)} with ${countFormat.format(peak.count)}.`;
}
