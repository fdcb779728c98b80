import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicSite } from './PublicSite';
import { readSitePage } from './sitePage';

/** Calls `onCommitted` once React has committed the tree around it (it renders nothing). */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

/**
 * Hydrates the public page the server rendered into `root` (app/entry-server.tsx) from the page
 * data it wrote beside it, without a router. Loaded by app/entry-site.tsx after the page's load
 * event; answers once the page is hydrated, so the entry can replay the clicks it held.
 */
export function hydrateSite(root: HTMLElement): Promise<void> {
  const page = readSitePage(root.ownerDocument);
  if (!page) return Promise.resolve();
  return new Promise((hydrated) => {
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // in between, instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <PublicSite page={page} />
          <Committed onCommitted={() => hydrated()} />
        </StrictMode>,
      );
    });
  });
}
