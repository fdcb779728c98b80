import { sdk } from '@/sdk';
import { indiaToday } from '@/src/console/format';
import { useLoaded } from './useLoaded';

const LOAD_FAILED = 'The visits and conversion could not be loaded.';
const DAY_MS = 86_400_000;

/** The last `days` India days, today included: the range the lead charts show. */
export function conversionRange(days: number, now: Date = new Date()) {
  const to = indiaToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to };
}

/**
 * The dashboard's "Visits and conversion" for its range (issue 45 item 2). Loaded on its own,
 * beside the lead counts: its failure is its own error state with a retry, never the dashboard's.
 */
export function useConversionReport(days: number) {
  const { data, error, reload } = useLoaded(
    () => sdk.analytics.conversion(conversionRange(days)),
    LOAD_FAILED,
    days,
  );
  // A report of the range before a change is not shown as this one's.
  const report = data?.days === days ? data : null;
  return { report, loading: !report && !error, error, retry: reload };
}
