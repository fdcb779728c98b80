import { useEffect, useState } from 'react';
import { can } from '@/sdk/schemas/users';
import { ConversionPanel } from '@/src/console/ConversionPanel';
import { DashboardSummary } from '@/src/console/DashboardSummary';
import { FollowUpsDue } from '@/src/console/FollowUpsDue';
import { LeadCharts } from '@/src/console/LeadCharts';
import type { DashboardRange } from '@/src/console/LeadCharts';
import { LoadError } from '@/src/console/LoadError';
import { MY_FOLLOW_UPS_DUE_LINK, leadsLink } from '@/app/console/leadFilterQuery';
import { loadDashboard } from '@/app/console/dashboardData';
import type { DashboardData } from '@/app/console/dashboardData';
import { loadFailure } from '@/app/console/apiFailure';
import type { LoadFailure } from '@/app/console/apiFailure';
import { useConversionReport } from '@/app/console/useConversionReport';
import { useCurrentUser } from '@/app/console/useCurrentUser';
import { useFollowUpsDue } from '@/app/console/useFollowUpsDue';

// One column no wider than the page, its parts spaced like the other console screens.
const SCREEN = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--space-5, 1.5rem)',
} as const;

/**
 * /dashboard: the user's own follow-ups due (issue 47), then lead counts, charts of where leads
 * come from, visits and conversion for the same range (issue 45), active content, latest leads.
 */
export function Component() {
  const { user } = useCurrentUser();
  // Whoever works leads may own contacts (salespeople and admins); an editor never gets here
  // (the dashboard sends a role without leads to its first screen), and would be refused.
  const ownsLeads = can(user.role, 'leads');
  const followUps = useFollowUpsDue(ownsLeads);
  const [days, setDays] = useState<DashboardRange>(30);
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  const conversion = useConversionReport(days);
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
  // Loaded on its own: its failure is the card's, and the card stays when the rest fails.
  const followUpsCard = ownsLeads ? (
    <FollowUpsDue
      contacts={followUps.contacts}
      total={followUps.total}
      seeAllHref={MY_FOLLOW_UPS_DUE_LINK}
      loading={followUps.loading}
      error={followUps.error}
      onRetry={followUps.retry}
    />
  ) : null;
  // A failed load is an error state, never zeros and "No leads yet", which would be untrue.
  if (error) {
    return (
      <div style={SCREEN}>
        {followUpsCard}
        <LoadError
          message={error.message}
          requestId={error.requestId}
          onRetry={() => setRound((n) => n + 1)}
        />
      </div>
    );
  }
  return (
    <div style={SCREEN}>
      {followUpsCard}
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
      <ConversionPanel
        report={conversion.report}
        loading={conversion.loading}
        error={conversion.error}
        onRetry={conversion.retry}
      />
    </div>
  );
}
