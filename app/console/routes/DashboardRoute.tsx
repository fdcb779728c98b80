import { useEffect, useState } from 'react';
import { DashboardSummary } from '@/src/console/DashboardSummary';
import { LeadCharts } from '@/src/console/LeadCharts';
import type { DashboardRange } from '@/src/console/LeadCharts';
import { LoadError } from '@/src/console/LoadError';
import { leadsLink } from '@/app/console/leadFilterQuery';
import { loadDashboard } from '@/app/console/dashboardData';
import type { DashboardData } from '@/app/console/dashboardData';
import { loadFailure } from '@/app/console/apiFailure';
import type { LoadFailure } from '@/app/console/apiFailure';

/** /dashboard: lead counts, charts of where leads come from, active content, latest leads. */
export function Component() {
  const [days, setDays] = useState<DashboardRange>(30);
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    loadDashboard(days)
      .then((loaded) => live && setData(loaded))
      .catch((e: unknown) => {
        if (live) setError(loadFailure(e, 'The dashboard could not be loaded.'));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [days, round]);
  // A failed load is an error state, never zeros and "No leads yet", which would be untrue.
  if (error) {
    return (
      <LoadError
        message={error.message}
        requestId={error.requestId}
        onRetry={() => setRound((n) => n + 1)}
      />
    );
  }
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 'var(--space-5, 1.5rem)',
      }}
    >
      <DashboardSummary
        counts={data?.counts ?? null}
        latestLeads={data?.latestLeads ?? []}
        altTextPlaces={data?.altTextPlaces}
        loading={!data}
      />
      <LeadCharts
        dashboard={data?.leads.days === days ? data.leads : null}
        days={days}
        onDaysChange={setDays}
        loading={loading}
        linkFor={leadsLink}
      />
    </div>
  );
}
