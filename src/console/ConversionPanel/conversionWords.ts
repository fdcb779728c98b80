import { formatCount } from '../format';

// The words the panel says about its numbers: kept apart from the JSX so they are tested alone
// (conversionWords.test.ts) and the figures, the funnel and the tables say them alike.

const percents = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** A count as India writes it (1,00,000). */
export const countText = formatCount;

/** A rate as a percentage, one decimal at most ("3.2%"). */
export const rateText = (rate: number) => percents.format(rate);

/** "the previous 30 days" (or "the previous day" for a one-day range). */
export const previousPeriodText = (days: number) =>
  days === 1 ? 'the previous day' : `the previous ${days} days`;

/**
 * A count's change on the previous period, in words: "+12% on the previous 30 days". With nothing
 * before, a percentage would be infinite: it says what happened instead.
 */
export function countChangeText(now: number, before: number, days: number, nothing: string) {
  const period = previousPeriodText(days);
  if (before === 0) return now === 0 ? `none in ${period} either` : nothing;
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return `the same as ${period}`;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}% on ${period}`;
}

/** A rate's change in percentage points ("+1.5 points on the previous 30 days"). */
export function rateChangeText(now: number, before: number, days: number, hadVisits: boolean) {
  const period = previousPeriodText(days);
  if (!hadVisits) return 'no visits before';
  const points = Math.round((now - before) * 1000) / 10;
  if (points === 0) return `the same as ${period}`;
  const size = Math.abs(points);
  return `${points > 0 ? '+' : '−'}${size} ${size === 1 ? 'point' : 'points'} on ${period}`;
}

/** The breakdowns' keys as a person reads them: '' is "direct" for a source, else "none". */
export function keyText(dimension: 'page' | 'source' | 'campaign' | 'device' | 'cta', key: string) {
  if (key !== '') return dimension === 'device' ? key[0]!.toUpperCase() + key.slice(1) : key;
  if (dimension === 'source') return 'Direct or unknown';
  if (dimension === 'campaign') return 'No campaign';
  return 'Unknown';
}
