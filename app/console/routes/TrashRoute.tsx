import { sdk } from '@/sdk';
import { HistoryMessages } from '@/sdk/content/history';
import { TrashList } from '@/src/console/TrashList';
import { historyPath } from '@/app/console/publishingPaths';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { usePublishRights } from '@/app/console/usePublishRights';

/** /trash (issue 37): deleted items, restorable until they are purged. */
export function Component() {
  const rights = usePublishRights();
  const trash = useLoaded(
    () => sdk.trash.list(),
    'The trash could not be loaded. Please try again.',
  );
  const action = usePendingAction(trash.reload);
  return (
    <TrashList
      items={trash.data}
      loadError={trash.error}
      onRetry={trash.reload}
      mayRestore={rights.mayPublish}
      pendingIds={action.pendingIds}
      onRestore={(item) =>
        void action.run(item._id, () => sdk.trash.restore(item._id), HistoryMessages.restored)
      }
      historyPath={(item) => historyPath(item.key, item.recordId)}
    />
  );
}
