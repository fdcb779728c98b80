// The Markdown the policy pages are written in: a small, safe subset, parsed into blocks here and
// drawn as React elements (src/ui/Markdown) on the server and in the console's live preview. No
// HTML passes through: text is text, and a link keeps its address only if it is http(s), mailto
// or a path on this site, so no script, event handler or javascript: link can come out of it.

/** A run of text inside a block. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** Addresses a link may keep; anything else is shown as its text only. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+[A-Za-z]/g;

/** Plain text with e-mail addresses as mailto links (the policies name their addresses). */
function textWithMail(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({
      kind: 'link',
      href: `mailto:${match[0]}`,
      children: [{ kind: 'text', text: match[0] }],
    });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Inline Markdown: **strong**, *em* or _em_, [text](address). */
export function parseInline(source: string): Inline[] {
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push(...textWithMail(source.slice(last, at)));
    const [, strong, em1, em2, label, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em1 !== undefined || em2 !== undefined)
      out.push({ kind: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      const children = parseInline(label);
      out.push(safe ? { kind: 'link', href: safe, children } : { kind: 'text', text: label });
    }
    last = at + match[0].length;
  }
  if (last < source.length) out.push(...textWithMail(source.slice(last)));
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Block Markdown: `##`/`###` headings, paragraphs (blank-line separated), `-` and `1.` lists. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    }
    if (list)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      const level = (heading[1]?.length ?? 2) <= 2 ? 2 : 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (list) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
