// Which link addresses the policy pages' Markdown may keep (sdk/content/markdownBlocks.ts reads
// the Markdown, src/ui/Markdown draws it): a path on this site, an #anchor, http(s), mailto or
// tel, so no script, event handler, javascript: link or link to another site in disguise can
// come out of an editor's text.

/** A base no real address has: a path that resolves away from it leads to another site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * The address as a browser reads it: leading and trailing controls and spaces dropped, and every
 * tab and newline anywhere (so `java\tscript:` is `javascript:` and `/\t/host` is `//host`).
 */
const asBrowsersRead = (href: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

/**
 * A path on this site: it starts with one slash and resolves to this site. Browsers read a
 * backslash as a slash, so `/\host`, `\\host` and `/\/host` are other sites (scheme-relative),
 * as `//host` is; resolving with the URL parser, which reads them as browsers do, catches all.
 */
function isPathOnThisSite(href: string): boolean {
  if (!href.startsWith('/')) return false;
  try {
    return new URL(href, `${THIS_SITE}/page`).origin === THIS_SITE;
  } catch {
    return false;
  }
}

/** Addresses a link may keep; anything else is shown as its text only. */
export function safeHref(href: string): string | null {
  const address = asBrowsersRead(href);
  if (isPathOnThisSite(address)) return address;
  if (address.startsWith('#')) return address;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(address)) return address;
  if (/^tel:\+?[0-9][0-9 ().-]*$/i.test(address)) return address;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
