import { useId } from 'react';
import type { Release, ReleaseItem, ReleaseStatus } from '@/sdk/content/releases';
import { formatDateTime } from '../format';
import { ReleasesPanelSchedule } from './ReleasesPanelSchedule';

export interface ReleasesPanelReleaseProps {
  release: Release;
  itemName: (item: ReleaseItem) => string;
  /**
   * May publish, schedule, unschedule and delete a scheduled release (admins; editors while
   * review is off): the server answers 403 to the rest (issue 43).
   */
  mayPublish: boolean;
  busy?: boolean;
  onPublish: () => void;
  onSchedule: (at: string) => void;
  onUnschedule: () => void;
  onDelete: () => void;
}

export const releaseStatusLabels: Record<ReleaseStatus, string> = {
  open: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
};

/** What the release's state means, with its time in India time. */
function stateLine(release: Release): string {
  if (release.status === 'scheduled' && release.scheduledAt)
    return `Publishes by itself at ${formatDateTime(release.scheduledAt)}.`;
  if (release.status === 'published' && release.publishedAt)
    return `Published ${formatDateTime(release.publishedAt)} by ${release.publishedBy ?? 'a schedule'}.`;
  if (release.status === 'failed') return `Nothing was published: ${release.failure}`;
  return 'Not scheduled: publish it now, or choose a time.';
}

/** One release: its state, its items and what may be done with it now. */
export function ReleasesPanelRelease({
  release,
  itemName,
  mayPublish,
  busy = false,
  onPublish,
  onSchedule,
  onUnschedule,
  onDelete,
}: ReleasesPanelReleaseProps) {
  const titleId = useId();
  const pending = release.status === 'open' || release.status === 'scheduled';
  // A scheduled release is an approved publish: without the right, it is shown, never touched.
  const frozen = release.status === 'scheduled' && !mayPublish;
  return (
    <article
      className={`releases__release releases__release--${release.status}`}
      aria-labelledby={titleId}
    >
      <header className="releases__head">
        <h3 id={titleId}>{release.name}</h3>
        <span className={`releases__state releases__state--${release.status}`}>
          {releaseStatusLabels[release.status]}
        </span>
      </header>
      <p className="releases__line">{stateLine(release)}</p>
      <ul className="releases__items">
        {release.items.map((item) => (
          <li key={`${item.key}:${item.id}`}>
            {item.action === 'unpublish' ? 'Take off the site: ' : ''}
            {itemName(item)}
          </li>
        ))}
      </ul>
      <p className="releases__line releases__by">
        Made by {release.created.by}, {formatDateTime(release.created.at)}
      </p>
      {frozen ? (
        <p className="releases__line">
          Scheduled with review on: only an admin can unschedule or delete it. Saving a change to
          one of its drafts takes it off the schedule.
        </p>
      ) : null}
      {(pending || release.status === 'failed') && !frozen ? (
        <div className="releases__actions">
          {mayPublish && pending ? (
            <button
              type="button"
              className="team-button team-button--primary"
              disabled={busy}
              onClick={onPublish}
            >
              Publish now
            </button>
          ) : null}
          {mayPublish && release.status === 'scheduled' ? (
            <button type="button" className="team-button" disabled={busy} onClick={onUnschedule}>
              Unschedule
            </button>
          ) : null}
          <button
            type="button"
            className="team-button team-button--danger"
            disabled={busy}
            onClick={onDelete}
          >
            Delete release
          </button>
        </div>
      ) : null}
      {mayPublish && release.status === 'open' ? (
        <ReleasesPanelSchedule name={release.name} onSchedule={onSchedule} busy={busy} />
      ) : null}
    </article>
  );
}
