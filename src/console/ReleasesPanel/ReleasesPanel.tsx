import type { DraftSummary } from '@/sdk/content/drafts';
import type { Release, ReleaseCreate, ReleaseItem } from '@/sdk/content/releases';
import { LoadError } from '../LoadError';
import { ReleasesPanelCreate } from './ReleasesPanelCreate';
import { ReleasesPanelRelease } from './ReleasesPanelRelease';
import '../teamScreens.css';
import './ReleasesPanel.css';

export interface ReleasesPanelProps {
  /** Every release, pending first; null while loading. */
  releases: readonly Release[] | null;
  /** The drafts a new release may take. */
  drafts: readonly DraftSummary[];
  /** A release item's name as people know it ("Home", "Testimonials: Ravi Kumar"). */
  itemName: (item: ReleaseItem) => string;
  /** Publish, schedule and unschedule are shown (admins; editors while review is off). */
  mayPublish: boolean;
  /** The release an action is on its way for. */
  busyId?: string | null;
  creating?: boolean;
  /** The server's refusal of the last create. */
  createError?: string | null;
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  onCreate: (release: ReleaseCreate) => void;
  onPublish: (release: Release) => void;
  /** `at` is ISO 8601 with India's offset. */
  onSchedule: (release: Release, at: string) => void;
  onUnschedule: (release: Release) => void;
  onDelete: (release: Release) => void;
}

/**
 * The Releases screen: drafts grouped to be published in one go, now or at a date and time in
 * India time, with each release's state (draft, scheduled, published, failed).
 */
export function ReleasesPanel({
  releases,
  drafts,
  itemName,
  mayPublish,
  busyId = null,
  creating = false,
  createError = null,
  loadError = null,
  onRetry = () => {},
  onCreate,
  onPublish,
  onSchedule,
  onUnschedule,
  onDelete,
}: ReleasesPanelProps) {
  if (loadError) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  return (
    <div className="releases">
      <section className="team-panel" aria-labelledby="releases-new">
        <h2 id="releases-new">New release</h2>
        <p className="releases__hint">
          Drafts in a release go on the site together, in one step, so visitors never see half of a
          change.
        </p>
        <ReleasesPanelCreate
          drafts={drafts}
          onCreate={onCreate}
          busy={creating}
          error={createError}
        />
      </section>
      <section className="releases__list" aria-labelledby="releases-all">
        <h2 id="releases-all">Releases</h2>
        {releases === null ? (
          <p role="status">Loading the releases…</p>
        ) : releases.length === 0 ? (
          <p className="releases__hint">No releases yet.</p>
        ) : (
          releases.map((release) => (
            <ReleasesPanelRelease
              key={release._id}
              release={release}
              itemName={itemName}
              mayPublish={mayPublish}
              busy={busyId === release._id}
              onPublish={() => onPublish(release)}
              onSchedule={(at) => onSchedule(release, at)}
              onUnschedule={() => onUnschedule(release)}
              onDelete={() => onDelete(release)}
            />
          ))
        )}
      </section>
    </div>
  );
}
