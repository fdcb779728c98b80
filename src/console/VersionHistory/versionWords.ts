import type { FieldChange, Version, VersionAction } from '@/sdk/content/history';

/** What a publish did to the record, as the history says it. */
export const versionActionLabels: Record<VersionAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored from the trash',
};

/** The field names a person reads, from the form's labels. */
export const fieldNames = (
  fields: readonly string[],
  labels: Readonly<Record<string, string>>,
): string => [...new Set(fields.map((name) => labels[name] ?? name))].join(', ');

/** A version with its field-by-field comparison (what sdk.versions.get answers). */
export type ComparedVersion = Version & { fields: FieldChange[] };
