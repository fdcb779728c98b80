import { useId } from 'react';
import type { VersionSummary } from '@/sdk/content/history';
import { formatDateTime } from '../format';
import { versionActionLabels } from './versionWords';

export interface VersionPickerProps {
  /** The record's versions, newest first. */
  versions: readonly VersionSummary[];
  /** The version compared, and the one it is compared with (null: with the change itself). */
  selectedId: string;
  withId: string | null;
  onChange: (versionId: string, withId: string) => void;
}

const nameOf = (version: VersionSummary) =>
  `${formatDateTime(version.at)}, ${versionActionLabels[version.action].toLowerCase()} by ${version.actorName}`;

/**
 * "Compare [version] with [version]": any two versions of the record, the newest and the one
 * before it unless chosen otherwise. Each choice is the screen's address, so it can be shared.
 */
export function VersionPicker({ versions, selectedId, withId, onChange }: VersionPickerProps) {
  const id = useId();
  const at = versions.findIndex((version) => version._id === selectedId);
  // By default the version before the one compared: what its own change was.
  const other = withId ?? versions[at + 1]?._id ?? '';
  const options = versions.map((version) => (
    <option key={version._id} value={version._id}>
      {nameOf(version)}
    </option>
  ));
  return (
    <fieldset className="version-history__picker">
      <legend>Compare two versions</legend>
      <label htmlFor={`${id}-a`}>Compare</label>
      <select
        id={`${id}-a`}
        value={selectedId}
        onChange={(event) => onChange(event.currentTarget.value, other)}
      >
        {options}
      </select>
      <label htmlFor={`${id}-b`}>with</label>
      <select
        id={`${id}-b`}
        value={other}
        onChange={(event) => onChange(selectedId, event.currentTarget.value)}
      >
        {other === '' ? <option value="">(nothing: it was created)</option> : null}
        {options}
      </select>
    </fieldset>
  );
}
