import { useId, useState } from 'react';
import type { VersionSummary } from '@/sdk/content/history';
import type { ComparedVersion } from './versionWords';
import { formatDateTime } from '../format';
import { FieldComparison } from './FieldComparison';
import { versionActionLabels } from './versionWords';

export interface VersionHistoryComparisonProps {
  version: ComparedVersion;
  fieldLabels: Readonly<Record<string, string>>;
  imageUrl: (path: string) => string;
  /** Makes this version the record's draft. */
  onRestore: () => void;
  restoring?: boolean;
  /** Whether the user may restore (anyone with the content role: it only makes a draft). */
  mayRestore?: boolean;
  /**
   * The version it is compared with, when not with its own change: `version.fields` then hold
   * this one's record (before) against `version`'s (after).
   */
  against?: VersionSummary | null;
}

/**
 * One publish, field by field: what each field held before it and after it (pictures as
 * thumbnails), the changed ones first; "Restore as draft" brings this version back as a draft.
 */
export function VersionHistoryComparison({
  version,
  fieldLabels,
  imageUrl,
  onRestore,
  restoring = false,
  mayRestore = true,
  against = null,
}: VersionHistoryComparisonProps) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  return (
    <section className="version-history__comparison" aria-labelledby={titleId}>
      <h2 id={titleId} className="version-history__title">
        {versionActionLabels[version.action]} by {version.actorName}, {formatDateTime(version.at)}
        {against ? `, compared with ${formatDateTime(against.at)}` : null}
      </h2>
      <div className="version-history__tools">
        <label>
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => setAll(event.currentTarget.checked)}
          />{' '}
          Show unchanged fields
        </label>
        {mayRestore ? (
          <button
            type="button"
            className="team-button team-button--primary"
            disabled={restoring}
            onClick={onRestore}
          >
            {restoring ? 'Restoring…' : 'Restore as draft'}
          </button>
        ) : null}
      </div>
      {mayRestore ? (
        <p className="version-history__hint">
          Restore as draft makes the record read as it did after this change. Nothing changes on the
          site until the draft is published.
        </p>
      ) : null}
      <FieldComparison
        fields={version.fields}
        fieldLabels={fieldLabels}
        imageUrl={imageUrl}
        all={all}
        label="Field comparison"
        caption={
          against ? (
            <>Fields {all ? 'of' : 'that differ between'} the two versions</>
          ) : (
            <>Fields {all ? '' : 'changed '}in this version</>
          )
        }
        sides={
          against
            ? { before: formatDateTime(against.at), after: formatDateTime(version.at) }
            : undefined
        }
      />
    </section>
  );
}
