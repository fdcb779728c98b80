import { useCallback, useEffect, useState } from 'react';
import { mediaUrl, sdk } from '@/sdk';
import type { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { previewPath } from '@/sdk/schemas/previewLinks';
import type { PreviewWidth } from '@/src/console/ContentPreview';
import { previewWidthNames } from '@/src/console/ContentPreview';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';

// The console's own preview (issue 37, docs/drafts.md "For the console"): an iframe cannot send
// the admin token, so the console makes a preview link for the page the form shows and reuses it
// for the visit. The server keeps one live console link per user and page (issue 47): asking
// again for a page revokes the earlier link, so it is asked once per page, not per "Show preview".

const LINK_HOURS = 1;
/** A link this close to its end is replaced, so a frame never loads a dead one. */
const RENEW_BEFORE_MS = 5 * 60_000;
const PANEL_KEY = 'console.preview';

const sessionLinks = new Map<string, Promise<PreviewLinkCreated>>();

/** The console's preview link for `page`: made on first use, kept for the visit, renewed near its end. */
async function consolePreviewLink(page: string): Promise<PreviewLinkCreated> {
  const current = sessionLinks.get(page);
  if (current) {
    const link = await current.catch(() => null);
    if (link && Date.parse(link.expiresAt) - Date.now() > RENEW_BEFORE_MS) return link;
    if (sessionLinks.get(page) !== current) return consolePreviewLink(page);
  }
  const made = sdk.preview.create({
    label: 'Console preview',
    hours: LINK_HOURS,
    consolePage: page,
  });
  sessionLinks.set(page, made);
  made.catch(() => {
    if (sessionLinks.get(page) === made) sessionLinks.delete(page);
  });
  return made;
}

/** Whether the preview is open and at which width, kept for the visit (form to form). */
function readPanel(): { open: boolean; width: PreviewWidth } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PANEL_KEY) ?? '{}') as {
      open?: unknown;
      width?: unknown;
    };
    const width = previewWidthNames.find((name) => name === stored.width) ?? 'phone';
    return { open: stored.open === true, width };
  } catch {
    return { open: false, width: 'phone' };
  }
}

/**
 * The preview beside a form: open or not, its width, and the frame's address for `shown`. The
 * link is made for `page` (the declaration's page), so a page whose address is being typed (a
 * campaign page, issue 44) shows each address through the one link instead of a link per keystroke.
 */
export function usePreviewPanel(page: string, shown: string = page) {
  const [panel, setPanel] = useState(readPanel);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    sessionStorage.setItem(PANEL_KEY, JSON.stringify(panel));
  }, [panel]);
  useEffect(() => {
    if (!panel.open) return;
    let live = true;
    setError(null);
    consolePreviewLink(page)
      .then((link) => live && setToken(link.token))
      .catch((e: unknown) => {
        if (live) setError(loadFailure(e, 'The preview could not be opened. Please try again.'));
      });
    return () => {
      live = false;
    };
  }, [panel.open, page, round]);
  return {
    open: panel.open,
    setOpen: useCallback((open: boolean) => setPanel((p) => ({ ...p, open })), []),
    width: panel.width,
    setWidth: useCallback((width: PreviewWidth) => setPanel((p) => ({ ...p, width })), []),
    src: token ? mediaUrl(previewPath(token, shown)) : null,
    /** The link's token while the preview is open: the live preview asks with it (issue 47). */
    token: panel.open ? token : null,
    error,
    retry: () => setRound((n) => n + 1),
  };
}
