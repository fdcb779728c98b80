// Which link addresses the policy pages' Markdown may keep (sdk/content/markdownBlocks.ts reads
// the Markdown, src/ui/Markdown draws it): http(s), mailto or a path on this site, so no script,
// event handler or javascript: link can come out of an editor's text.

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
