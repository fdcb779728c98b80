import { useState } from 'react';
import type { ReactNode } from 'react';

export type ServerHtmlProps = {
  /** Unique on the page: the browser finds the server's HTML by it. */
  id: string;
  /** What needs no script: drawn by the server, and by a render that starts in the browser. */
  children: ReactNode;
};

const ATTRIBUTE = 'data-server-html';

/**
 * Content that needs no script (text, pictures, links): the server renders it in full, and the
 * browser keeps that HTML as it is, never hydrating it, so its code is never loaded (a lazy part
 * inside is never fetched) and costs no work on the main thread. Nothing in it may need React in
 * the browser: no buttons, state or effects. Its links work, and clicks inside reach the document
 * (the lead links' listener, app/site/leadLinks.ts), which they would not from a Suspense
 * boundary left unhydrated: React stops a click aimed inside one.
 *
 * How: while hydrating, the wrapper finds its own element in the server's HTML by `id` and
 * renders it with that HTML as `dangerouslySetInnerHTML`, which React keeps as it is. A render
 * that starts in the browser (Storybook, tests) finds no such element and renders the children.
 * The id is the caller's, not a `useId`: an id that depends on the tree's shape differs as soon
 * as the browser's tree has one more sibling somewhere above than the server's.
 */
export function ServerHtml({ id, children }: ServerHtmlProps) {
  const [serverHtml] = useState(() =>
    typeof document === 'undefined'
      ? null
      : (document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null),
  );
  // `display: contents` comes from the global stylesheet (src/styles/global.css).
  const wrapper = { [ATTRIBUTE]: id };
  return serverHtml === null ? (
    <div {...wrapper}>{children}</div>
  ) : (
    <div {...wrapper} dangerouslySetInnerHTML={{ __html: serverHtml }} />
  );
}
