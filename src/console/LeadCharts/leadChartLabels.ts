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

// "facebook, google and newsletter"; past three, "and 4 more", so a sentence stays a sentence.
const listFormat = new Intl.ListFormat('en-IN', { type: 'conjunction' });
const NAMED_AT_MOST = 3;
function nameAll(names: readonly string[]): string {
  if (names.length <= NAMED_AT_MOST) return listFormat.format(names);
  const rest = names.length - NAMED_AT_MOST;
  return listFormat.format([...names.slice(0, NAMED_AT_MOST), `${rest} more`]);
}

/** One sentence that says what the per-day chart shows, for people who cannot see it. */
export function perDaySummary(dashboard: LeadDashboard): string {
  const { perDay, totals, days } = dashboard;
  if (totals.inRange === 0) return `No leads in the last ${days} days.`;
  const most = Math.max(...perDay.map((d) => d.count));
  const peaks = perDay.filter((d) => d.count === most).map((d) => longDay(d.day));
  const count = countFormat.format(totals.inRange);
  const leads = totals.inRange === 1 ? 'lead' : 'leads';
  const busiest =
    peaks.length === 1
      ? `the busiest day was ${peaks[0]} with ${countFormat.format(most)}`
      : `the busiest days were ${nameAll(peaks)}, with ${countFormat.format(most)} each`;
  return `${count} ${leads} in the last ${days} days; ${busiest}.`;
}

/**
 * One sentence for a breakdown: how many groups, and the largest. Groups tied for largest are
 * named together ("facebook, google and newsletter, with 1 each (33% each)"), never one of them
 * as if it led.
 */
export function shareSummary(all: readonly ChartRow[], total: number): string {
  // A status without leads is a bar of zero, not a group ("4 groups" for one status in use).
  const rows = all.filter((row) => row.count > 0);
  if (rows.length === 0 || total === 0) return 'No leads in this range.';
  const most = Math.max(...rows.map((row) => row.count));
  const largest = rows.filter((row) => row.count === most).map((row) => row.label);
  const percent = `${Math.round((most / total) * 100)}%`;
  const count = countFormat.format(most);
  const groups = `${rows.length} ${rows.length === 1 ? 'group' : 'groups'}`;
  if (rows.length === 1) return `1 group: ${largest[0]} with ${count} (${percent}).`;
  if (largest.length === 1)
    return `${groups}; the largest is ${largest[0]} with ${count} (${percent}).`;
  if (largest.length === rows.length)
    return `${groups} of the same size: ${nameAll(largest)}, with ${count} each (${percent} each).`;
  return `${groups}; the largest are ${nameAll(largest)}, with ${count} each (${percent} each).`;
}

/**
 * An axis label on at most two lines of about `width` characters, broken between words ("banner:
 * Get Free" over "Consultant"), so a call to action is read whole; only a label longer than two
 * lines ends in "…" (the table below the chart has every label whole).
 */
export function axisLines(label: string, width = 22): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const cut = (line: string) => (line.length > width ? `${line.slice(0, width - 1)}…` : line);
  if (lines.length <= 2) return lines.map(cut);
  return [cut(lines[0] ?? ''), `${lines[1]?.slice(0, width - 1)}…`];
}
