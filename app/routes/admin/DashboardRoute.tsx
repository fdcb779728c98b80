import { useEffect, useState } from 'react';
import { ApiError } from '@/sdk';
import { DashboardSummary } from '@/src/console/DashboardSummary';
import { loadDashboard } from '@/app/admin/dashboardData';
import type { DashboardData } from '@/app/admin/dashboardData';
import { useAuth } from '@/app/providers/AuthProvider';

/** /dashboard: lead counts, active content and the latest leads. */
export function Component() {
  const auth = useAuth();
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadDashboard()
      .then((loaded) => live && setData(loaded))
      .catch((e: unknown) => {
        if (!live) return;
        setError(e instanceof ApiError ? e.msg : 'The dashboard could not be loaded.');
        if (e instanceof ApiError && e.status === 401) auth.send({ type: 'auth.unauthorized' });
      });
    return () => {
      live = false;
    };
  }, [auth]);
  return (
    <DashboardSummary
      counts={data?.counts ?? null}
      latestLeads={data?.latestLeads ?? []}
      loading={!data && !error}
      error={error}
    />
  );
}
