import { useState } from 'react';
import { mediaUrl, sdk } from '@/sdk';
import { DraftMessages } from '@/sdk/content/drafts';
import { PublishingMessages } from '@/sdk/schemas/publishing';
import { contentFormModel, fieldLabels } from '@/src/console/ContentForm';
import { contentEntry } from '@/src/console/navigation';
import { ReviewQueue } from '@/src/console/ReviewQueue';
import { failureMessage } from '@/app/console/apiFailure';
import { outcomeToast } from '@/app/console/outcomeToast';
import { formPath } from '@/app/console/publishingPaths';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { useReviewChanges } from '@/app/console/useReviewChanges';

/** A declaration's field labels as its form shows them, for the changes. */
const labelsOf = (key: string) => {
  const entry = contentEntry(key);
  return entry ? fieldLabels(contentFormModel(entry, 'update')) : {};
};

/** /review (admins, issue 37): "editors need review", and the drafts waiting for an admin. */
export function Component() {
  const settings = useLoaded(
    () => sdk.publishing.get(),
    'The publishing settings could not be loaded. Please try again.',
  );
  const waiting = useLoaded(
    () => sdk.drafts.list({ review: 'waiting' }),
    'The drafts waiting for review could not be loaded. Please try again.',
  );
  const withChanges = useReviewChanges(waiting.data);
  const action = usePendingAction(waiting.reload);
  const [settingBusy, setSettingBusy] = useState(false);
  const [needsReview, setNeedsReview] = useState<boolean | null>(null);
  const switchReview = (on: boolean) => {
    setSettingBusy(true);
    sdk.publishing
      .update({ editorsNeedReview: on })
      .then((saved) => {
        setNeedsReview(saved.editorsNeedReview);
        outcomeToast.success(PublishingMessages.updated);
      })
      .catch((e: unknown) => outcomeToast.error(failureMessage(e, 'The setting was not saved.')))
      .finally(() => setSettingBusy(false));
  };
  const ref = (draft: { key: string; id: string }) => `${draft.key}:${draft.id}`;
  return (
    <ReviewQueue
      editorsNeedReview={needsReview ?? settings.data?.editorsNeedReview ?? null}
      onEditorsNeedReviewChange={switchReview}
      settingBusy={settingBusy}
      waiting={withChanges}
      fieldLabels={labelsOf}
      imageUrl={mediaUrl}
      loadError={waiting.error ?? settings.error}
      onRetry={() => {
        settings.reload();
        waiting.reload();
      }}
      formPath={(draft) => formPath(draft.key, draft.id)}
      pendingIds={action.pendingIds}
      onPublish={(draft) =>
        void action.run(
          ref(draft),
          () => sdk.drafts.publish({ key: draft.key, id: draft.id }),
          // A proposed delete or order (issue 47) says what happened on the site.
          draft.order
            ? DraftMessages.orderPublished
            : draft.proposesDelete
              ? DraftMessages.deletedToTrash
              : DraftMessages.published,
        )
      }
      onSendBack={(draft, note) =>
        void action.run(
          ref(draft),
          () => sdk.drafts.sendBack({ key: draft.key, id: draft.id, note }),
          DraftMessages.sentBack,
        )
      }
    />
  );
}
