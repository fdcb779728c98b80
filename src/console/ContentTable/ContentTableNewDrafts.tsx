import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DraftSummary } from '@/sdk/content/drafts';
import { DraftBadge } from '../DraftBadge';
import { formatDateTime } from '../format';

export interface ContentTableNewDraftsProps {
  /** New items saved only as drafts (sdk.drafts.list with isNew). */
  drafts: readonly DraftSummary[];
  /** The collection's update path: a draft's form is `${updatePath}/${id}`. */
  updatePath: string;
}

/**
 * New items that are not on the site yet: not in the list the site reads, so named here, above
 * the table, each with a link to finish and publish it.
 */
export function ContentTableNewDrafts({ drafts, updatePath }: ContentTableNewDraftsProps) {
  const titleId = useId();
  if (drafts.length === 0) return null;
  return (
    <section className="content-table__new" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-table__new-title">
        Not on the site yet
      </h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link to={`${updatePath}/${draft.id}`}>{draft.name}</Link>
            <DraftBadge draft={draft} />
            <span className="content-table__new-when">
              {' '}
              saved by {draft.updated.by}, {formatDateTime(draft.updated.at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
