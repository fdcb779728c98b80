import { useId } from 'react';
import { blockFormOf } from '../blockForms';
import type { ComparisonSides } from '../VersionHistory';
import { VersionHistoryValue } from '../VersionHistory';
import { blockFieldRows } from './blockFieldRows';
import type { BlockChange } from './compareBlocks';

export interface BlockComparisonItemProps {
  change: BlockChange;
  sides: ComparisonSides;
  /** A stored picture's address (mediaUrl), for a block's own picture's thumbnails. */
  imageUrl: (path: string) => string;
}

/** What happened to the block, in the editor's words; its place only where it says something. */
export function blockMarkWords({ marks, from, to }: BlockChange): string[] {
  if (marks.length === 0) return ['Unchanged'];
  return marks.map((mark) => {
    switch (mark) {
      case 'added':
        return `Added at position ${to}`;
      case 'removed':
        return `Removed from position ${from}`;
      case 'moved':
        return `Moved from position ${from} to ${to}`;
      case 'hidden':
        return 'Hidden from visitors';
      case 'shown':
        return 'Shown to visitors';
      case 'changed':
        return 'Changed';
    }
  });
}

/** One block of the comparison: its type and summary, what happened to it, its changed fields. */
export function BlockComparisonItem({ change, sides, imageUrl }: BlockComparisonItemProps) {
  const nameId = useId();
  const form = blockFormOf(change.block.type);
  const type = form?.label ?? change.block.type;
  const summary = form?.summary(change.block);
  const blocks = {
    before: change.blockBefore ?? undefined,
    after: change.to === null ? undefined : change.block,
  };
  const rows = change.fields.flatMap((field) => blockFieldRows(change.block.type, field, blocks));
  return (
    <li className="block-comparison__block" data-marks={change.marks.join(' ') || 'unchanged'}>
      <p id={nameId} className="block-comparison__name">
        <strong>{type}</strong>
        {summary ? ` “${summary}”` : null}
      </p>
      <p className="block-comparison__marks">{blockMarkWords(change).join(' · ')}</p>
      {rows.length > 0 ? (
        <table className="team-table version-history__fields block-comparison__fields">
          <caption className="visually-hidden">
            {type}
            {summary ? ` “${summary}”` : null}: fields
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">{sides.before}</th>
              <th scope="col">{sides.after}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {(['before', 'after'] as const).map((side) => (
                  <td key={side} data-side={sides[side]}>
                    {/* A picture as the landing content's are: the same thumbnail. */}
                    <VersionHistoryValue
                      change={{
                        ...row,
                        name: row.key,
                        kind: row.pictureAlt ? 'image' : 'text',
                        changed: true,
                      }}
                      side={side}
                      label={`${sides[side]}: ${row.label}`}
                      imageUrl={imageUrl}
                      ownAlt={row.pictureAlt?.[side]}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
