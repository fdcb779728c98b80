import { Link } from 'react-router-dom';
import type { DraftRelease } from '@/sdk/content/drafts';
import { formatDateTime } from '../format';
import './DraftBanner.css';

export interface DraftBannerReleaseProps {
  /** The release holding the draft (`DraftSummary.release`): scheduled when it has a time. */
  release: DraftRelease;
  /** The Releases screen, where the release is scheduled again, unscheduled or published. */
  releasesPath?: string;
}

/**
 * Issue 44: the release that will publish the draft, said before the editor touches the form.
 * A save, discard or publish of a draft in a scheduled release takes the release off the schedule
 * (the server's freeze, docs/drafts.md), which the editor otherwise learnt only from the save's
 * message ("…so it is no longer scheduled: schedule it again.").
 */
export function DraftBannerRelease({ release, releasesPath }: DraftBannerReleaseProps) {
  const name = `“${release.name}”`;
  const link = releasesPath ? (
    <>
      {' '}
      <Link to={releasesPath}>Open Releases</Link>
    </>
  ) : null;
  if (!release.scheduledAt) {
    return (
      <p className="draft-banner__release">
        In the release {name}: it goes on the site when the release is published.{link}
      </p>
    );
  }
  return (
    <div className="draft-banner__release draft-banner__release--scheduled">
      <p className="draft-banner__text">
        <strong>Scheduled:</strong> publishes with the release {name} on{' '}
        {formatDateTime(release.scheduledAt)}.{link}
      </p>
      <p className="draft-banner__hint">
        Saving, discarding or publishing this draft here takes the release off the schedule, and it
        must be scheduled again in Releases.
      </p>
    </div>
  );
}
