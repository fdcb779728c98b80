import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExperimentArm, ExperimentResults as Results } from '@/sdk/schemas/experiments';
import { blockFormOf } from '../blockForms';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDate } from '../format';
import { LoadError } from '../LoadError';
import { formatCount } from '../format';
import { TeamTable } from '../TeamTable';
import { ExperimentInterval } from './ExperimentInterval';
import { ExperimentSummary } from './ExperimentSummary';
import {
  ARM_NAMES,
  differenceText,
  formatRate,
  sampleRatioWarning,
  verdictWords,
} from './experimentWords';
import '../teamScreens.css';
import './ExperimentResults.css';

export interface ExperimentResultsProps {
  /** The experiment's counts and verdict; null while they are read. */
  results: Results | null;
  /** Why they could not be read, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /**
   * Whether this person may end it (whoever may publish: ending can put a draft of the page
   * in front of them). Without it the panel reads the results only.
   */
  mayEnd?: boolean;
  /** Ends it keeping one version, after the person confirmed. */
  onEnd: (keep: ExperimentArm) => void;
  /** The end is on its way. */
  ending?: boolean;
  /** The page's edit screen (its draft), linked once the variant was kept; null if unknown. */
  draftPath?: string | null;
}

const SIDE = { 'variant-better': 'above', 'control-better': 'below' } as const;

/** One experiment's results: the verdict, each version's counts, the difference, and the end. */
export function ExperimentResults({
  results,
  loadError = null,
  onRetry = () => {},
  mayEnd = false,
  onEnd,
  ending = false,
  draftPath = null,
}: ExperimentResultsProps) {
  const [asking, setAsking] = useState<ExperimentArm | null>(null);
  if (loadError)
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  if (!results)
    return (
      <section className="team-panel experiment-results" aria-label="Results" aria-busy="true">
        <p>Loading the results…</p>
      </section>
    );
  const { experiment, arms, difference, sampleRatio } = results;
  const verdict = verdictWords(results);
  const anyVisitors = arms.every((arm) => arm.visitors > 0);
  const blockName = blockFormOf(experiment.blockType)?.label ?? experiment.blockType;
  return (
    <section className="team-panel experiment-results" aria-labelledby="experiment-results-title">
      <h2 id="experiment-results-title">{experiment.name}</h2>
      <ExperimentSummary experiment={experiment} blockName={blockName} />
      {sampleRatio.flagged ? (
        <div className="experiment-srm" role="alert">
          <h3>Warning: the visitor counts do not match the split</h3>
          <p>{sampleRatioWarning(results)}</p>
        </div>
      ) : null}
      <div className={`experiment-verdict experiment-verdict--${verdict.tone}`}>
        <h3>{verdict.title}</h3>
        <p>{verdict.detail}</p>
      </div>
      <TeamTable
        label="Visitors and leads by version"
        caption="Visitors and leads by version"
        className="experiment-arms"
        columns={['Version', 'Visitors', 'Leads', 'Conversion rate']}
        message={null}
      >
        {arms.map((arm) => (
          <tr key={arm.arm}>
            <th scope="row">
              {ARM_NAMES[arm.arm]} (
              {arm.arm === 'variant' ? experiment.split : 100 - experiment.split}%)
            </th>
            <td>{formatCount(arm.visitors)}</td>
            <td>{formatCount(arm.leads)}</td>
            <td>{formatRate(arm.rate)}</td>
          </tr>
        ))}
      </TeamTable>
      <div className="experiment-difference">
        <h3>Difference in conversion rate</h3>
        {anyVisitors ? (
          <>
            <p>The variant minus the page as it is: {differenceText(difference)}.</p>
            <ExperimentInterval
              difference={difference}
              side={
                sampleRatio.flagged
                  ? 'across'
                  : (SIDE[results.verdict as keyof typeof SIDE] ?? 'across')
              }
            />
          </>
        ) : (
          <p>Shown once both versions have visitors.</p>
        )}
      </div>
      {experiment.status === 'ended' ? (
        <EndedNote results={results} draftPath={draftPath} />
      ) : mayEnd ? (
        <div className="experiment-end">
          <h3>End the experiment</h3>
          <p>Every visitor sees one version again. Choose what stays:</p>
          <div className="team-row">
            <button
              type="button"
              className="team-button"
              disabled={ending}
              onClick={() => setAsking('control')}
            >
              Keep the page as it is
            </button>
            <button
              type="button"
              className="team-button team-button--primary"
              disabled={ending}
              onClick={() => setAsking('variant')}
            >
              Keep the variant
            </button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'variant'
            ? 'End it and keep the variant?'
            : 'End it and keep the page as it is?'
        }
        confirmLabel={asking === 'variant' ? 'End and keep the variant' : 'End and keep the page'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onEnd(asking);
          setAsking(null);
        }}
      >
        {asking === 'variant'
          ? `Every visitor sees the page as it is again, and a draft of /${experiment.page} with the variant in place of the ${blockName} is saved. Publish the draft (or send it for review) to put the variant live.`
          : `Every visitor sees /${experiment.page} as it is again; the variant is set aside. The results stay here.`}
      </ConfirmDialog>
    </section>
  );
}

/** What was kept when it ended, and where the variant's draft waits. */
function EndedNote({ results, draftPath }: { results: Results; draftPath: string | null }) {
  const { experiment } = results;
  const when = experiment.endedAt ? formatDate(experiment.endedAt) : '';
  return (
    <div className="experiment-ended" role="status">
      <h3>
        Ended {when}
        {experiment.endedBy ? ` by ${experiment.endedBy}` : ''}
      </h3>
      {experiment.kept === 'variant' ? (
        <p>
          The variant was kept: a draft of the page with it is saved, to publish.{' '}
          {draftPath ? <Link to={draftPath}>Open the page’s draft</Link> : null}
        </p>
      ) : (
        <p>The page was kept as it is; the variant was set aside.</p>
      )}
    </div>
  );
}
