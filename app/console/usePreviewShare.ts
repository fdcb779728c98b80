import { useState } from 'react';
import { mediaUrl, sdk } from '@/sdk';
import type { PreviewLinkCreate } from '@/sdk/schemas/previewLinks';
import { previewPath } from '@/sdk/schemas/previewLinks';
import type { CreatedPreviewLink } from '@/src/console/PreviewLinks';
import { failureMessage } from './apiFailure';

/** The whole address of a page through a preview link, as it is pasted into a message. */
const shareUrl = (token: string, page: string) =>
  new URL(mediaUrl(previewPath(token, page)), window.location.href).href;

/** Makes preview links to share (issue 37): the address comes back once, to copy. */
export function usePreviewShare(page = '/', onCreated?: () => void) {
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = (input: PreviewLinkCreate) => {
    setBusy(true);
    setError(null);
    sdk.preview
      .create(input)
      .then((link) => {
        setCreated({ url: shareUrl(link.token, page), expiresAt: link.expiresAt });
        onCreated?.();
      })
      .catch((e: unknown) =>
        setError(failureMessage(e, 'The link could not be made. Please try again.')),
      )
      .finally(() => setBusy(false));
  };
  return { created, busy, error, create, reset: () => setCreated(null) };
}
