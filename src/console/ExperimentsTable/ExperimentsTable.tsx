import type { Experiment } from '@/sdk/schemas/experiments';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { blockFormOf } from '../blockForms';
import { formatDate } from '../format';
import { LoadError } from '../LoadError';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';
import './ExperimentsTable.css';

export interface ExperimentsTableProps {
  /** Every experiment, running ones first (the API's order); null while loading. */
  experiments: readonly Experiment[] | null;
  /** Why the list could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** The experiment whose results are shown. */
  selectedId?: string | null;
  /** Shows an experiment's results. */
  onSelect: (experiment: Experiment) => void;
}

const KEPT = { control: 'The page as it is', variant: 'The variant' } as const;

/** Every experiment: where it runs, its split and status, and what was kept when it ended. */
export function ExperimentsTable({
  experiments,
  loadError = null,
  onRetry = () => {},
  selectedId = null,
  onSelect,
}: ExperimentsTableProps) {
  if (loadError)
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  const running = experiments?.filter((e) => e.status === 'running').length ?? 0;
  return (
    <TeamTable
      label="Experiments"
      caption={
        experiments ? `Experiments (${experiments.length}, ${running} running)` : 'Experiments'
      }
      className="experiments-table"
      columns={['Name', 'Page', 'Block', 'Split', 'Started', 'Status', 'Kept', 'Results']}
      message={
        experiments === null
          ? 'Loading the experiments…'
          : experiments.length === 0
            ? 'No experiments yet. Start one below: pick a live page, one of its blocks, and change it.'
            : null
      }
    >
      {experiments?.map((experiment) => {
        const selected = experiment.id === selectedId;
        return (
          <tr key={experiment.id} className={selected ? 'experiments-table__selected' : undefined}>
            <th scope="row" className="team-table__what">
              {experiment.name}
            </th>
            <td className="experiments-table__page">/{experiment.page}</td>
            <td>{blockFormOf(experiment.blockType)?.label ?? experiment.blockType}</td>
            <td>{experiment.split}% variant</td>
            <td className="team-table__time">{formatDate(experiment.startedAt)}</td>
            <td>
              <span
                className={`experiments-table__status experiments-table__status--${experiment.status}`}
              >
                {experiment.status === 'running' ? 'Running' : 'Ended'}
              </span>
            </td>
            <td>{experiment.kept ? KEPT[experiment.kept] : '—'}</td>
            <td>
              <button
                type="button"
                className="team-button"
                aria-pressed={selected}
                onClick={() => onSelect(experiment)}
              >
                Results<VisuallyHidden> of {experiment.name}</VisuallyHidden>
              </button>
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}
