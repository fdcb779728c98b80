import { Suspense, use, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

export type ServerHtmlProps = {
  /** What needs no script: drawn by the server, and by a render that starts in the browser. */
  children: ReactNode;
};

// A promise that never settles: a part suspended on it while hydrating stays the server's HTML.
const never = new Promise<never>(() => {});
const noSubscription = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/** Holds its children back while React hydrates; renders them everywhere else. */
function KeepServerHtml({ children }: ServerHtmlProps) {
  // React reads the server snapshot on the server and while hydrating, the other one in a render
  // that starts in the browser (Storybook, tests): only hydration is held back.
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
  if (hydrating && typeof window !== 'undefined') use(never);
  return children;
}

/**
 * Content that needs no script (text, pictures, links): the server renders it in full, and the
 * browser keeps that HTML as it is, never hydrating it, so its code is never loaded (a lazy
 * part inside is never fetched) and costs no work on the main thread. Its links still work, and
 * the calls to action among them open the lead modal (app/site/leadLinks.ts listens on the
 * document). Nothing in it may need React in the browser: no buttons, state or effects.
 */
export function ServerHtml({ children }: ServerHtmlProps) {
  return (
    <Suspense fallback={null}>
      <KeepServerHtml>{children}</KeepServerHtml>
    </Suspense>
  );
}
