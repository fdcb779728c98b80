import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readSitePage } from './sitePage';

/**
 * Calls `onCommitted` once React has committed the tree inside it (its effect runs after its
 * children's). A wrapper, not a sibling of the page: a sibling would shift every `useId` in the
 * page away from the server's (React numbers ids by their place among siblings), and the ids the
 * server wrote (the FAQ's questions and answers) would no longer be the ones React holds.
 */
export function Committed({
  onCommitted,
  children,
}: {
  onCommitted: () => void;
  children: ReactNode;
}) {
  useEffect(() => onCommitted(), [onCommitted]);
  return children;
}

/**
 * Answers in a task of its own: what comes after it runs apart from what came before, with the
 * browser free in between (a timer's callback is a new task, a promise's is not).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Hydrates the public page the server rendered into `root` (app/entry-server.tsx) from the page
 * data it wrote beside it, without a router. Loaded by app/entry-site.tsx after the page's load
 * event; answers once the page is hydrated, so the entry can replay the clicks it held.
 *
 * In tasks short enough that a phone four times slower than this machine never blocks for 50 ms
 * (Lighthouse's TBT; docs/performance.md, "The long tasks of the page's own JavaScript"): this
 * chunk is React alone, evaluated in the task that imported it; the page's components
 * (./PublicSite, a chunk of their own) are evaluated in another (a page built from blocks adds
 * its chunk there, app/site/pages/CampaignPageContainer.tsx); reading the page and
 * `hydrateRoot`'s start (the root, React's listeners for every event) in a third; then the
 * rendering, in a transition, in slices of about 5 ms.
 */
export async function hydrateSite(root: HTMLElement): Promise<void> {
  await nextTask();
  const { PublicSite, pageCode } = await import('./PublicSite');
  await nextTask();
  const page = readSitePage(root.ownerDocument);
  if (!page) return;
  // A page built from blocks brings its own chunk: loaded (and evaluated, in a task of its own)
  // before, so hydration never waits for it.
  const code = pageCode(page);
  if (code) {
    await code;
    await nextTask();
  }
  return new Promise((hydrated) => {
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // in between, instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Committed onCommitted={() => hydrated()}>
            <PublicSite page={page} />
          </Committed>
        </StrictMode>,
      );
    });
  });
}
