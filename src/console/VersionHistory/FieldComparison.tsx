import type { ReactNode } from 'react';
import type { FieldChange } from '@/sdk/content/history';
import { BlockComparison, compareBlocks } from '../BlockComparison';
import { TeamTable } from '../TeamTable';
import { VersionHistoryValue } from './VersionHistoryValue';
import './VersionHistory.css';

/** What the two sides of a comparison are called: the column headers and a picture's alt text. */
export interface ComparisonSides {
  before: string;
  after: string;
}

export interface FieldComparisonProps {
  /** The fields compared (compareRecords), in the form's order. */
  fields: readonly FieldChange[];
  /** The record's field labels by name (the form's). */
  fieldLabels: Readonly<Record<string, string>>;
  /** A stored picture's address, for the thumbnails (mediaUrl). */
  imageUrl: (path: string) => string;
  /** The table's scroll box name and caption. */
  label: string;
  caption: ReactNode;
  /** Show the unchanged fields too, the changed ones marked. */
  all?: boolean;
  sides?: ComparisonSides;
}

const beforeAfter: ComparisonSides = { before: 'Before', after: 'After' };

/**
 * Two records of one declaration field by field, each field by its form label: text, yes/no,
 * or thumbnails; a page's blocks block by block (their JSON text when a side does not read as
 * blocks). The one comparison table, for the history and the review queue alike.
 */
export function FieldComparison({
  fields,
  fieldLabels,
  imageUrl,
  label,
  caption,
  all = false,
  sides = beforeAfter,
}: FieldComparisonProps) {
  const rows = fields.filter((field) => all || field.changed);
  return (
    <TeamTable
      className="version-history__fields"
      label={label}
      caption={caption}
      columns={['Field', sides.before, sides.after]}
      message={rows.length === 0 ? 'No field changed.' : null}
    >
      {rows.map((change) => {
        const name = fieldLabels[change.name] ?? change.name;
        const blocks =
          change.kind === 'pageBlocks' ? compareBlocks(change.before, change.after) : null;
        return (
          <tr key={change.name} className={change.changed ? 'version-history__changed' : undefined}>
            <th scope="row">
              {name}
              {all && change.changed ? (
                <span className="version-history__mark"> (changed)</span>
              ) : null}
            </th>
            {blocks ? (
              <td colSpan={2}>
                <BlockComparison
                  changes={blocks}
                  label={name}
                  sides={sides}
                  all={all}
                  imageUrl={imageUrl}
                />
              </td>
            ) : (
              (['before', 'after'] as const).map((side) => (
                <td key={side} data-side={sides[side]}>
                  <VersionHistoryValue
                    change={change}
                    side={side}
                    label={`${sides[side]}: ${name}`}
                    imageUrl={imageUrl}
                  />
                </td>
              ))
            )}
          </tr>
        );
      })}
    </TeamTable>
  );
}
