import { Suspense } from 'react';
import { lazyPart } from '../LoadWhenNear';
import type { MarkdownContentProps } from './MarkdownContent';

export type MarkdownProps = MarkdownContentProps;

// The parser (micromark, about 15 KB brotli) loads only where Markdown is drawn: the server
// renders it in full (preloadLazyParts), and in the browser a policy page keeps the server's
// HTML until the code has arrived, so the landing page never carries it.
const Content = lazyPart(async () => (await import('./MarkdownContent')).MarkdownContent);

/** Markdown drawn as React elements (MarkdownContent), its code loaded on first use. */
export function Markdown({ source }: MarkdownProps) {
  return (
    <Suspense fallback={null}>
      <Content source={source} />
    </Suspense>
  );
}
