import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import type { ComparedVersion } from './versionWords';
import type { VersionSummary } from '@/sdk/content/history';
import { formatDateTime } from '../format';
import { LoadError } from '../LoadError';
import { VersionHistoryComparison } from './VersionHistoryComparison';
import { VersionPicker } from './VersionPicker';
import { fieldNames, versionActionLabels } from './versionWords';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';
import './VersionHistory.css';

export interface VersionHistoryProps {
  /** The record's name and kind ("Home", "Testimonial of Ravi"), for the list's caption. */
  recordName: string;
  /** The record's form, where its draft is published (none once the record is deleted). */
  recordPath?: string;
  /** Its versions, newest first; null while loading. */
  versions: readonly VersionSummary[] | null;
  /** The address of a version's comparison (the screen's own, with ?version=). */
  versionPath: (version: VersionSummary) => string;
  /** The version compared, once loaded (null: none chosen, or still loading). */
  comparison: ComparedVersion | null;
  /** The chosen version's id, marked in the list even while its comparison loads. */
  selectedId?: string | null;
  /** The version it is compared with (null: with its own change, the version before it). */
  withId?: string | null;
  /** Compare two versions (the picker): the container goes to their address. */
  onCompare?: (versionId: string, withId: string) => void;
  /** The record's field labels by name (the form's), for the comparison and the list. */
  fieldLabels: Readonly<Record<string, string>>;
  /** A stored picture's address, for the thumbnails (mediaUrl). */
  imageUrl: (path: string) => string;
  onRestore: (version: ComparedVersion) => void;
  restoring?: boolean;
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
}

/**
 * A record's history: every publish with who and when (India time) and what changed, and the
 * chosen one compared field by field, with "Restore as draft".
 */
export function VersionHistory({
  recordName,
  recordPath,
  versions,
  versionPath,
  comparison,
  selectedId = null,
  withId = null,
  onCompare,
  fieldLabels,
  imageUrl,
  onRestore,
  restoring = false,
  loadError = null,
  onRetry = () => {},
}: VersionHistoryProps) {
  if (loadError) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  return (
    <div className="version-history">
      {recordPath ? (
        <p className="version-history__back">
          <Link to={recordPath}>Open the form of {recordName}</Link>
        </p>
      ) : null}
      <TeamTable
        label="Versions"
        caption={<>Versions of {recordName}</>}
        columns={['When', 'Who', 'What', 'Compare']}
        message={
          versions === null
            ? 'Loading the history…'
            : versions.length === 0
              ? 'Nothing has been published yet.'
              : null
        }
      >
        {versions?.map((version) => {
          const chosen = version._id === selectedId;
          const changed = fieldNames(version.changedFields, fieldLabels);
          return (
            <tr key={version._id} className={chosen ? 'version-history__chosen' : undefined}>
              <td className="team-table__time">
                <time dateTime={version.at}>{formatDateTime(version.at)}</time>
              </td>
              <td>{version.actorName}</td>
              <td>
                {versionActionLabels[version.action]}
                {version.action === 'update' && changed ? `: ${changed}` : ''}
                {version.releaseId ? ' (in a release)' : ''}
              </td>
              <td>
                <Link to={versionPath(version)} aria-current={chosen ? 'true' : undefined}>
                  {chosen ? 'Shown below' : 'Compare'}
                  <VisuallyHidden> the version of {formatDateTime(version.at)}</VisuallyHidden>
                </Link>
              </td>
            </tr>
          );
        })}
      </TeamTable>
      {versions && versions.length > 1 && selectedId && onCompare ? (
        <VersionPicker
          versions={versions}
          selectedId={selectedId}
          withId={withId}
          onChange={onCompare}
        />
      ) : null}
      {comparison ? (
        <VersionHistoryComparison
          against={versions?.find((version) => version._id === withId) ?? null}
          version={comparison}
          fieldLabels={fieldLabels}
          imageUrl={imageUrl}
          onRestore={() => onRestore(comparison)}
          restoring={restoring}
        />
      ) : selectedId ? (
        <p role="status">Loading the comparison…</p>
      ) : (
        <p className="version-history__hint">Choose Compare on a version to see what changed.</p>
      )}
    </div>
  );
}
