import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { parseMarkdown } from '@/sdk/content/markdown';
import type { Inline } from '@/sdk/content/markdown';

export type MarkdownProps = {
  /** The Markdown text (sdk/content/markdown.ts: headings, paragraphs, lists, emphasis, links). */
  source: string;
};

function inline(parts: readonly Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(part.children)}</em>;
      case 'link':
        return (
          <a key={i} href={part.href}>
            {inline(part.children)}
          </a>
        );
    }
  });
}

/**
 * Markdown drawn as React elements: the policy pages (rendered on the server) and the console's
 * live preview show the same thing. No HTML from the text is ever inserted (safe by design).
 */
export function Markdown({ source }: MarkdownProps) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return <Heading key={i}>{inline(block.children)}</Heading>;
        }
        if (block.kind === 'paragraph') return <p key={i}>{inline(block.children)}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
