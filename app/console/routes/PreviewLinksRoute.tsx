import { sdk } from '@/sdk';
import { PreviewMessages } from '@/sdk/schemas/previewLinks';
import { PreviewLinks } from '@/src/console/PreviewLinks';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { usePreviewShare } from '@/app/console/usePreviewShare';

/** /preview-links (issue 37): make a link to share the drafts; see and revoke the links made. */
export function Component() {
  const links = useLoaded(
    () => sdk.preview.list(),
    'The preview links could not be loaded. Please try again.',
  );
  const share = usePreviewShare('/', links.reload);
  const action = usePendingAction(links.reload);
  return (
    <PreviewLinks
      links={links.data}
      loadError={links.error}
      onRetry={links.reload}
      onCreate={share.create}
      created={share.created}
      busy={share.busy}
      error={share.error}
      pendingIds={action.pendingIds}
      onRevoke={(link) =>
        void action.run(link._id, () => sdk.preview.revoke(link._id), PreviewMessages.revoked)
      }
    />
  );
}
