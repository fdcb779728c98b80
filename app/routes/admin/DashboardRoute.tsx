import { useEffect, useState } from 'react';
import { DashboardSummary } from '@/src/console/DashboardSummary';
import { LeadCharts } from '@/src/console/LeadCharts';
import type { DashboardRange } from '@/src/console/LeadCharts';
import { leadsLink } from '@/app/admin/leadFilterQuery';
import { loadDashboard } from '@/app/admin/dashboardData';
import type { DashboardData } from '@/app/admin/dashboardData';
import { failureMessage } from '@/app/admin/apiFailure';

/** /dashboard: lead counts, charts of where leads come from, active content, latest leads. */
export function Component() {
  const [days, setDays] = useState<DashboardRange>(30);
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLoading(true);
    loadDashboard(days)
      .then((loaded) => live && setData(loaded))
      .catch((e: unknown) => {
        if (!live) return;
        setError(failureMessage(e, 'The dashboard could not be loaded.'));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [days]);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-5, 1.5rem)' }}>
      <DashboardSummary
        counts={data?.counts ?? null}
        latestLeads={data?.latestLeads ?? []}
        loading={!data && !error}
        error={error}
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
