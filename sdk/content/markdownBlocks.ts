import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { safeHref } from './markdown';

// The Markdown the policy pages are written in, read by micromark (a maintained, CommonMark-
// compliant parser: intraword underscores such as "utm_source" stay text) and reduced to the
// subset the site draws (src/ui/Markdown). No HTML passes through: raw HTML in the text is shown
// as the text it is, and a link keeps its address only if safeHref allows it.

/** A run of text inside a block. Every kind but `text` has children (plain-text readers rely on it). */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; children: Inline[] }
  | { kind: 'break'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  /** Levels 1 and 2 become 2, deeper ones 3: the page's own title is its only level 1. */
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  /** `tight`: no blank line between the items, so their paragraphs are drawn without <p>. */
  | { kind: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { kind: 'quote'; children: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+[A-Za-z]/g;

/** Plain text with e-mail addresses as mailto links (the policies name their addresses). */
function textWithMail(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const children: Inline[] = [{ kind: 'text', text: match[0] }];
    parts.push({ kind: 'link', href: `mailto:${match[0]}`, children });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The link definitions of a text (`[label]: https://…`), by the identifier references use. */
type Definitions = ReadonlyMap<string, string>;

function inline(node: PhrasingContent, defs: Definitions, inLink: boolean): Inline[] {
  const all = (children: PhrasingContent[]) => children.flatMap((c) => inline(c, defs, inLink));
  switch (node.type) {
    case 'text':
      return inLink ? [{ kind: 'text', text: node.value }] : textWithMail(node.value);
    // Raw HTML is never markup here: it reads as the characters that were typed.
    case 'html':
      return [{ kind: 'text', text: node.value }];
    case 'strong':
      return [{ kind: 'strong', children: all(node.children) }];
    case 'emphasis':
      return [{ kind: 'em', children: all(node.children) }];
    case 'inlineCode':
      return [{ kind: 'code', children: [{ kind: 'text', text: node.value }] }];
    case 'break':
      return [{ kind: 'break', children: [] }];
    // Pictures are not part of the policy pages: an image shows its description as text.
    case 'image':
    case 'imageReference':
      return node.alt ? [{ kind: 'text', text: node.alt }] : [];
    case 'link':
    case 'linkReference': {
      const url = node.type === 'link' ? node.url : defs.get(node.identifier);
      const children = node.children.flatMap((c) => inline(c, defs, true));
      const href = url === undefined ? null : safeHref(url);
      return href ? [{ kind: 'link', href, children }] : children;
    }
    default:
      // Footnotes and other extensions are not parsed (plain CommonMark): nothing else arrives.
      return [];
  }
}

function block(node: RootContent, defs: Definitions): Block[] {
  const phrasing = (children: PhrasingContent[]) => children.flatMap((c) => inline(c, defs, false));
  switch (node.type) {
    case 'heading':
      return [
        { kind: 'heading', level: node.depth <= 2 ? 2 : 3, children: phrasing(node.children) },
      ];
    case 'paragraph':
      return [{ kind: 'paragraph', children: phrasing(node.children) }];
    case 'list':
      return [
        {
          kind: 'list',
          ordered: node.ordered === true,
          start: node.start ?? 1,
          tight: node.spread !== true && node.children.every((item) => item.spread !== true),
          items: node.children.map((item) => item.children.flatMap((c) => block(c, defs))),
        },
      ];
    case 'blockquote':
      return [{ kind: 'quote', children: node.children.flatMap((c) => block(c, defs)) }];
    case 'code':
      return [{ kind: 'code', text: node.value }];
    // An HTML block is shown as the text that was typed, like inline HTML.
    case 'html':
      return [{ kind: 'paragraph', children: [{ kind: 'text', text: node.value }] }];
    case 'thematicBreak':
      return [{ kind: 'rule' }];
    default:
      // Definitions are used by their references; nothing else is drawn on its own.
      return [];
  }
}

function definitions(node: Nodes, found = new Map<string, string>()): Map<string, string> {
  if (node.type === 'definition' && !found.has(node.identifier))
    found.set(node.identifier, node.url);
  if ('children' in node) for (const child of node.children) definitions(child, found);
  return found;
}

/** CommonMark text as the blocks the site draws (headings, paragraphs, lists, quotes, code). */
export function parseMarkdown(source: string): Block[] {
  const root = fromMarkdown(source);
  const defs = definitions(root);
  return root.children.flatMap((node) => block(node, defs));
}
