import { previewBar, previewBarStyle } from './previewBar';

// What turns a rendered public page into its preview (issue 37, docs/drafts.md): search engines
// told to keep out, links between public pages kept inside the preview, the "Preview: not live"
// bar (issue 47), no script, no form.

/** What every preview answer says to caches and search engines. */
export const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'referrer-policy': 'no-referrer',
} as const;

const ROBOTS_META = '<meta name="robots" content="noindex, nofollow, noarchive">';

/**
 * The page's CSP with no script at all and no form posts: a preview is the server's HTML alone
 * (no hydration, so the rewritten links below stay as they are, no lead can be sent from it, and
 * a draft can run nothing). Framing stays as for the page (the console shows it in an iframe of
 * the same origin).
 */
export function previewCsp(pageCsp: string | undefined): string {
  const directives = (pageCsp ?? "default-src 'self'")
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(script-src|script-src-attr|form-action)\b/.test(part));
  return [...directives, "script-src 'none'", "script-src-attr 'none'", "form-action 'none'"].join(
    ';',
  );
}

/** Paths on this site that are files, not pages: a link to one leaves the preview as it is. */
const NOT_A_PAGE = /^\/(?:\/|assets\/|uploads\/|api\/)/;
const LINK = /(<a\b[^>]*?\shref=")(\/[^"]*)"/g;

const BODY = /<body\b[^>]*>/;

/**
 * The page as a preview: a robots meta and the preview bar's style in its head, the bar first
 * in its body (outside #root, so hydration leaves it), and every link to a page of this site
 * (`href="/..."` on an `<a>`) under `prefix` (`/preview/<token>`), so a reviewer who follows it
 * stays in the preview. Joined, never `String.replace`d with a string: content may hold `$&`.
 */
export function previewHtml(html: string, link: { prefix: string; expiresAt: Date }): string {
  const head = html.indexOf('</head>');
  const headTags = `${ROBOTS_META}${previewBarStyle()}`;
  const withHead =
    head === -1 ? `${headTags}${html}` : `${html.slice(0, head)}${headTags}${html.slice(head)}`;
  const body = BODY.exec(withHead);
  const at = body ? body.index + body[0].length : 0;
  const withBar = `${withHead.slice(0, at)}${previewBar(link.expiresAt)}${withHead.slice(at)}`;
  return withBar.replace(LINK, (whole, start: string, path: string) =>
    NOT_A_PAGE.test(path) ? whole : `${start}${link.prefix}${path}"`,
  );
}
