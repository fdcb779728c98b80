import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { ConversionReport } from '@/sdk/schemas/conversion';
import { indiaToday } from '@/src/console/format';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';

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
  const [report, setReport] = useState<ConversionReport | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    sdk.analytics
      .conversion(conversionRange(days))
      .then((loaded) => live && setReport(loaded))
      .catch((e: unknown) => live && setError(loadFailure(e, LOAD_FAILED)));
    return () => {
      live = false;
    };
  }, [days, round]);
  // A report of the range before a change is not shown as this one's.
  const current = report?.days === days ? report : null;
  return {
    report: current,
    loading: !current && !error,
    error,
    retry: useCallback(() => setRound((n) => n + 1), []),
  };
}
