import { useEffect, useRef, useState } from 'react';
import { sdk } from '@/sdk';
import type { ContentKey } from '@/sdk/content';
import type { LivePreviewState } from '@/src/console/ContentPreview';
import { failureMessage } from './apiFailure';

// The preview follows unsaved typing (issue 47, docs/drafts.md "The preview follows typing"):
// once the form holds something unsaved and typing has stopped for a moment, the form's values
// go to the server, which renders the preview link's page with them over the record and stores
// nothing; the frame shows that page.

/** How long typing must stop before the page is asked for: with the render, about half a second. */
export const SETTLE_MS = 350;

export interface LivePreviewInput {
  /** The console's preview link (usePreviewPanel); null while the preview is closed. */
  token: string | null;
  page: string;
  contentKey: ContentKey;
  /** The record the form shows; undefined for a new item. */
  id: string | undefined;
  /** The form's values while they differ from what is saved; null when nothing is unsaved. */
  values: Readonly<Record<string, string>> | null;
}

/**
 * The page with the unsaved values: null while nothing is unsaved (the frame shows the saved
 * page), else the last page rendered and whether a newer one is on its way or was refused. An
 * answer that a later change overtook is dropped.
 */
export function useLivePreview({
  token,
  page,
  contentKey,
  id,
  values,
}: LivePreviewInput): LivePreviewState | null {
  const [live, setLive] = useState<LivePreviewState | null>(null);
  const round = useRef(0);
  useEffect(() => {
    const asked = ++round.current;
    if (!token || !values) {
      setLive(null);
      return;
    }
    setLive((last) => ({ html: last?.html ?? null, state: 'updating', message: null }));
    const timer = setTimeout(() => {
      sdk.preview
        .render({ token, page, key: contentKey, ...(id ? { id } : {}), values: { ...values } })
        .then(({ html }) => {
          if (round.current === asked) setLive({ html, state: 'shown', message: null });
        })
        .catch((error: unknown) => {
          if (round.current !== asked) return;
          const message = failureMessage(error, 'The preview could not follow your typing.');
          setLive((last) => ({ html: last?.html ?? null, state: 'refused', message }));
        });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [token, page, contentKey, id, values]);
  return live;
}
