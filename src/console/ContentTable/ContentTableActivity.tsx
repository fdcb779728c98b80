import type { PageActivity } from '@/sdk/schemas/pageActivity';
import { formatCount, formatDate, formatDateTime } from '../format';

// The pages list's activity cells (issue 44 item 3): the last change and the page's reach. The
// numbers come from POST /api/pages/activity, read beside the list; until they arrive (or when
// the read failed) a cell says so in a dash rather than a zero that would be a claim.

type Activity = Readonly<Record<string, PageActivity>> | null;

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** "3 Dec 2026 by Asha", with "draft" when the last change is not published yet. */
export function LastChangeCell({ activity, id }: { activity: Activity; id: string }) {
  const change = activity?.[id];
  if (!change?.changedAt) return <span aria-label="Not known">—</span>;
  return (
    <span className="content-table__change">
      <time dateTime={change.changedAt} title={formatDateTime(change.changedAt)}>
        {formatDate(change.changedAt)}
      </time>
      {change.changedBy ? ` by ${change.changedBy}` : null}
      {change.draft ? <span className="content-table__change-draft"> (draft)</span> : null}
    </span>
  );
}

/** "1,204 views · 12 leads" over the last 30 days. */
export function ReachCell({ activity, id }: { activity: Activity; id: string }) {
  if (!activity) return <span aria-label="Not known">—</span>;
  const reach = activity[id];
  const views = reach?.views ?? 0;
  const leads = reach?.leads ?? 0;
  return (
    <span className="content-table__reach">
      {plural(views, 'view', 'views')} · {plural(leads, 'lead', 'leads')}
    </span>
  );
}
