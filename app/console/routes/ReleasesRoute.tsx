import { useState } from 'react';
import { sdk } from '@/sdk';
import { ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import type { DraftSummary } from '@/sdk/content/drafts';
import type { ReleaseCreate, ReleaseItem } from '@/sdk/content/releases';
import { ReleaseMessages } from '@/sdk/content/releases';
import { contentKindLabel } from '@/src/console/navigation';
import { ReleasesPanel } from '@/src/console/ReleasesPanel';
import { failureMessage } from '@/app/console/apiFailure';
import { outcomeToast } from '@/app/console/outcomeToast';
import { recordName } from '@/app/console/publishingPaths';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { usePublishRights } from '@/app/console/usePublishRights';

/** The releases and the drafts a new one may take, read together. */
const loadReleases = async () => {
  const [releases, drafts] = await Promise.all([sdk.releases.list(), sdk.drafts.list()]);
  return { releases, drafts };
};

/**
 * A release item by its draft's name when the draft is still there, else by its kind; a proposed
 * order (issue 47) is "New order" after it was published too, not "<kind> item".
 */
const namer = (drafts: readonly DraftSummary[]) => (item: ReleaseItem) => {
  if (item.id === ORDER_DRAFT_ID) return `${contentKindLabel(item.key)}: New order`;
  const draft = drafts.find((d) => d.key === item.key && d.id === item.id);
  if (draft) return `${contentKindLabel(item.key)}: ${draft.name}`;
  return recordName(item.key, null);
};

/** /releases (issue 37): drafts published together, now or at a time in India time. */
export function Component() {
  const rights = usePublishRights();
  const data = useLoaded(loadReleases, 'The releases could not be loaded. Please try again.');
  const action = usePendingAction(data.reload);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const create = (release: ReleaseCreate) => {
    setCreating(true);
    setCreateError(null);
    sdk.releases
      .create(release)
      .then(() => {
        outcomeToast.success(ReleaseMessages.created);
        data.reload();
      })
      .catch((e: unknown) => setCreateError(failureMessage(e, 'The release was not created.')))
      .finally(() => setCreating(false));
  };
  const drafts = data.data?.drafts ?? [];
  const busyId = action.pendingIds[0] ?? null;
  return (
    <ReleasesPanel
      releases={data.data?.releases ?? null}
      drafts={drafts}
      itemName={namer(drafts)}
      mayPublish={rights.mayPublish}
      busyId={busyId}
      creating={creating}
      createError={createError}
      loadError={data.error}
      onRetry={data.reload}
      onCreate={create}
      onPublish={(r) =>
        void action.run(r._id, () => sdk.releases.publish(r._id), ReleaseMessages.published)
      }
      onSchedule={(r, at) =>
        void action.run(r._id, () => sdk.releases.schedule(r._id, at), ReleaseMessages.scheduled)
      }
      onUnschedule={(r) =>
        void action.run(r._id, () => sdk.releases.unschedule(r._id), ReleaseMessages.unscheduled)
      }
      onDelete={(r) =>
        void action.run(r._id, () => sdk.releases.delete(r._id), ReleaseMessages.deleted)
      }
    />
  );
}
