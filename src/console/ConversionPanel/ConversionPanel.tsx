import { useId } from 'react';
import type { ConversionReport } from '@/sdk/schemas/conversion';
import { formatDate } from '@/src/console/format';
import { LoadError } from '@/src/console/LoadError';
import { ConversionBreakdown } from './ConversionBreakdown';
import { ConversionFigures } from './ConversionFigures';
import { ConversionFunnel } from './ConversionFunnel';
import { countText } from './conversionWords';
import './ConversionPanel.css';

export interface ConversionPanelProps {
  /** The report for the dashboard's range, or null while it loads (or failed). */
  report: ConversionReport | null;
  /** The report is being fetched. */
  loading?: boolean;
  /** Why the report could not be loaded (with the request id for support), or null. */
  error?: { message: string; requestId?: string | null } | null;
  /** Asks again after a failure. */
  onRetry: () => void;
}

/** Nothing at all was counted in the range: no visit, no tap, no lead, not even an anonymous view. */
const isEmpty = ({ totals, anonymousViews }: ConversionReport) =>
  totals.views + totals.visitors + totals.ctaTaps + totals.leads + anonymousViews === 0;

/** "Visits and conversion": figures against the previous period, the funnel, the breakdowns. */
export function ConversionPanel({ report, loading = false, error, onRetry }: ConversionPanelProps) {
  const id = useId();
  return (
    <section className="conversion-panel" aria-labelledby={id} aria-busy={loading}>
      <div className="conversion-panel__head">
        <h2 id={id} className="conversion-panel__title">
          Visits and conversion
        </h2>
        {report ? (
          <p className="conversion-panel__muted">
            {formatDate(report.from)} to {formatDate(report.to)}, against{' '}
            {formatDate(report.previous.from)} to {formatDate(report.previous.to)}
          </p>
        ) : null}
      </div>
      {error ? (
        <LoadError message={error.message} requestId={error.requestId} onRetry={onRetry} />
      ) : !report ? (
        <p className="conversion-panel__muted">
          {loading ? 'Loading visits…' : 'No visits to show.'}
        </p>
      ) : isEmpty(report) ? (
        <div className="conversion-panel__empty">
          <p>No visits counted in these days yet.</p>
          <p className="conversion-panel__muted">
            Counting starts once visitors come to the site. Editors&apos; previews and bots are not
            counted.
          </p>
        </div>
      ) : (
        <ConversionBody report={report} />
      )}
    </section>
  );
}

function ConversionBody({ report }: { report: ConversionReport }) {
  return (
    <>
      <ConversionFigures report={report} />
      <div className="conversion-panel__grid">
        <ConversionFunnel steps={report.funnel} />
        <ConversionBreakdown report={report} />
      </div>
      <p className="conversion-panel__muted">
        Visitors are counted once a day per page, so over several days a returning visitor counts
        again (visitor-days).
        {report.anonymousViews > 0
          ? ` Browsers that ask not to be tracked viewed ${countText(report.anonymousViews)} pages; they are in no figure above.`
          : ''}
      </p>
    </>
  );
}
