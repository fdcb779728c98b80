import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { parseMarkdown } from '@/sdk/content/markdownBlocks';
import type { Block, Inline } from '@/sdk/content/markdownBlocks';

function inline(parts: readonly Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(part.children)}</em>;
      case 'code':
        return <code key={i}>{inline(part.children)}</code>;
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <a key={i} href={part.href}>
            {inline(part.children)}
          </a>
        );
    }
  });
}

/** An item of a tight list: its paragraphs without <p>, as CommonMark renderers draw them. */
function item(blocks: readonly Block[], tight: boolean): ReactNode[] {
  return blocks.map((b, i) =>
    tight && b.kind === 'paragraph' ? (
      <Fragment key={i}>{inline(b.children)}</Fragment>
    ) : (
      block(b, i)
    ),
  );
}

function block(b: Block, key: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      const Heading = b.level === 2 ? 'h2' : 'h3';
      return <Heading key={key}>{inline(b.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{inline(b.children)}</p>;
    case 'list': {
      const items = b.items.map((blocks, j) => <li key={j}>{item(blocks, b.tight)}</li>);
      return b.ordered ? (
        <ol key={key} start={b.start === 1 ? undefined : b.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={key}>{b.children.map(block)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{b.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

export type MarkdownContentProps = {
  /** CommonMark text (sdk/content/markdownBlocks.ts says which parts are drawn). */
  source: string;
};

/**
 * The one Markdown renderer: the policy pages (rendered on the server) and the console's live
 * preview draw the same elements. No HTML from the text is ever inserted (safe by design).
 */
export function MarkdownContent({ source }: MarkdownContentProps) {
  return <>{parseMarkdown(source).map(block)}</>;
}
