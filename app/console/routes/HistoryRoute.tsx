import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mediaUrl, sdk } from '@/sdk';
import type { ComparedVersion } from '@/sdk';
import { HistoryMessages, compareRecords } from '@/sdk/content/history';
import { contentDefinitions } from '@/sdk/content/registry';
import type { VersionSummary } from '@/sdk/content/history';
import { contentFormModel, fieldLabels } from '@/src/console/ContentForm';
import { LoadError } from '@/src/console/LoadError';
import { contentEntry } from '@/src/console/navigation';
import { VersionHistory } from '@/src/console/VersionHistory';
import { failureMessage, loadFailure } from '@/app/console/apiFailure';
import type { LoadFailure } from '@/app/console/apiFailure';
import { outcomeToast } from '@/app/console/outcomeToast';
import { formPath, historyPath, recordName } from '@/app/console/publishingPaths';

const FAILED = 'The history could not be loaded. Please try again.';

/**
 * /history?key=&id=[&version=[&with=]] (issue 37): a record's versions, one compared field by
 * field with its own change, or with any other version (`with`, issue 47).
 * The audit log links with ?version= alone: the version names its record.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const versionId = params.get('version');
  const withId = versionId ? params.get('with') : null;
  const [record, setRecord] = useState({ key: params.get('key'), id: params.get('id') });
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [comparison, setComparison] = useState<ComparedVersion | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  const [restoring, setRestoring] = useState(false);
  const { key, id } = record;
  // The version asked for, else the newest: the history opens on the last change.
  const chosen = versionId ?? versions?.[0]?._id ?? null;

  // The chosen version (which names its record when the address did not), compared with its
  // own change, or with the other version chosen: their records after each, field by field.
  useEffect(() => {
    let live = true;
    setComparison(null);
    if (!chosen) return;
    Promise.all([sdk.versions.get(chosen), withId ? sdk.versions.get(withId) : null])
      .then(([version, other]) => {
        if (!live) return;
        const fields = other
          ? compareRecords(contentDefinitions[version.key], other.after, version.after)
          : version.fields;
        setComparison({ ...version, fields });
        setRecord({ key: version.key, id: version.recordId });
      })
      .catch((e: unknown) => live && setError(loadFailure(e, FAILED)));
    return () => {
      live = false;
    };
  }, [chosen, withId, round]);
  useEffect(() => {
    let live = true;
    if (!key || !id) return;
    setError(null);
    sdk.versions
      .list({ key: key as VersionSummary['key'], id, pageSize: 100 })
      .then((page) => live && setVersions(page.items))
      .catch((e: unknown) => live && setError(loadFailure(e, FAILED)));
    return () => {
      live = false;
    };
  }, [key, id, round]);

  const entry = contentEntry(key ?? undefined);
  const labels = useMemo(
    () => (entry ? fieldLabels(contentFormModel(entry, 'update')) : {}),
    [entry],
  );
  if (!versionId && (!key || !id)) {
    return <p>Open a record's history from its form, the trash or the audit log.</p>;
  }
  if (error) {
    return (
      <LoadError
        message={error.message}
        requestId={error.requestId}
        onRetry={() => setRound((n) => n + 1)}
      />
    );
  }
  const name = key ? recordName(key, comparison?.after ?? comparison?.before ?? null) : '';
  const restore = (version: ComparedVersion) => {
    setRestoring(true);
    sdk.versions
      .restore(version._id)
      .then((draft) => {
        outcomeToast.success(HistoryMessages.restoredAsDraft);
        // Its form shows the draft with Publish: nothing changed on the site yet.
        void navigate(formPath(draft.key, draft.id));
      })
      .catch((e: unknown) => outcomeToast.error(failureMessage(e, 'The version was not restored.')))
      .finally(() => setRestoring(false));
  };
  return (
    <VersionHistory
      recordName={name}
      recordPath={key && id ? formPath(key, id) : undefined}
      versions={key && id ? versions : null}
      versionPath={(version) => historyPath(version.key, version.recordId, version._id)}
      comparison={comparison}
      selectedId={chosen}
      withId={withId}
      onCompare={(a, b) => {
        if (key && id) void navigate(historyPath(key, id, a, b));
      }}
      fieldLabels={labels}
      imageUrl={mediaUrl}
      onRestore={restore}
      restoring={restoring}
    />
  );
}
