import type { Experiment } from '@/sdk/schemas/experiments';
import { formatDate } from '../format';

export interface ExperimentSummaryProps {
  experiment: Experiment;
  /** The tested block's type as the page builder names it ("Hero"). */
  blockName: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** Where it runs, the split, and for how long: what the numbers below are numbers of. */
export function ExperimentSummary({ experiment, blockName }: ExperimentSummaryProps) {
  const end = experiment.endedAt ? new Date(experiment.endedAt) : new Date();
  const days = Math.max(
    0,
    Math.floor((end.getTime() - new Date(experiment.startedAt).getTime()) / DAY),
  );
  const lasted = days === 0 ? 'less than a day' : days === 1 ? '1 day' : `${days} days`;
  return (
    <dl className="experiment-summary">
      <div>
        <dt>Page</dt>
        <dd>/{experiment.page}</dd>
      </div>
      <div>
        <dt>Block</dt>
        <dd>{blockName}</dd>
      </div>
      <div>
        <dt>Split</dt>
        <dd>{experiment.split}% see the variant</dd>
      </div>
      <div>
        <dt>Started</dt>
        <dd>
          {formatDate(experiment.startedAt)} by {experiment.startedBy}
        </dd>
      </div>
      <div>
        <dt>{experiment.status === 'running' ? 'Running for' : 'Ran for'}</dt>
        <dd>{lasted}</dd>
      </div>
    </dl>
  );
}
