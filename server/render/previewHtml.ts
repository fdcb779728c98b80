import { randomBytes } from 'node:crypto';
import { previewBar, previewBarStyle } from './previewBar';

// What turns a rendered public page into its preview (issue 37, docs/drafts.md): search engines
// told to keep out, links between public pages kept inside the preview, the "Preview: not live"
// bar (issue 47), the page's own scripts by nonce, no form.

/** What every preview answer says to caches and search engines. */
export const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'referrer-policy': 'no-referrer',
} as const;

const ROBOTS_META = '<meta name="robots" content="noindex, nofollow, noarchive">';

/** A fresh nonce for one preview answer: 128 random bits, base64. */
export const previewNonce = (): string => randomBytes(16).toString('base64');

/**
 * The page's CSP for a preview (issue 47): the page's own scripts run, so hydration works and
 * the phone menu, tabs and carousels do; nothing else. `script-src` takes only the scripts this
 * answer tagged with its `nonce` and what they load (`'strict-dynamic'`: the page's chunks,
 * imported by its entry); `'self'` is there only for a browser that knows neither. No inline
 * handlers, no form posts, and no fetch (`connect-src 'none'`), so no lead can be sent from a
 * preview. Framing stays as for the page (`frame-ancestors 'self'`: the console shows it in an
 * iframe of the same origin, no other site can).
 */
export function previewCsp(pageCsp: string | undefined, nonce: string): string {
  const directives = (pageCsp ?? "default-src 'self'")
    .split(';')
    .map((part) => part.trim())
    .filter(
      (part) =>
        part !== '' && !/^(script-src|script-src-attr|form-action|connect-src)\b/.test(part),
    );
  return [
    ...directives,
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "script-src-attr 'none'",
    "connect-src 'none'",
    "form-action 'none'",
  ].join(';');
}

/** Paths on this site that are files, not pages: a link to one leaves the preview as it is. */
const NOT_A_PAGE = /^\/(?:\/|assets\/|uploads\/|api\/)/;
const LINK = /(<a\b[^>]*?\shref=")(\/[^"]*)"/g;

const BODY = /<body\b[^>]*>/;
/** The tags that load script: every `<script>` and the module preloads (the browser checks both). */
const SCRIPT_TAG = /<script\b|<link\b(?=[^>]*\brel="modulepreload")/g;

/** Every script of a page and its module preloads, for the console's frame that runs none. */
const SCRIPT_ELEMENT =
  /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;

/**
 * The page without its scripts (issue 47): the console's live preview shows the server's HTML in
 * a sandboxed frame, so the hydration and chunk loads would only be refused there. A page's own
 * text cannot end a script early: the render escapes `<` in what it writes into one.
 */
export const withoutScripts = (html: string): string => html.replace(SCRIPT_ELEMENT, '');

/**
 * The page as a preview: a robots meta, the preview bar's style and the nonce for scripts made
 * later (vite's preload helper reads `meta[property=csp-nonce]`) in its head, the bar first in its
 * body (outside #root, so hydration leaves it), `nonce` on every script tag, and every link to
 * a page of this site (`href="/..."` on an `<a>`) under `prefix` (`/preview/<token>`), so a
 * reviewer who follows it stays in the preview (hydration keeps the server's attributes). Joined, never `String.replace`d with a string: content may hold `$&`.
 */
export function previewHtml(
  html: string,
  link: { prefix: string; expiresAt: Date; nonce: string },
): string {
  const head = html.indexOf('</head>');
  const nonce = `nonce="${link.nonce}"`;
  const headTags = `${ROBOTS_META}<meta property="csp-nonce" ${nonce}>${previewBarStyle()}`;
  const withHead =
    head === -1 ? `${headTags}${html}` : `${html.slice(0, head)}${headTags}${html.slice(head)}`;
  const body = BODY.exec(withHead);
  const at = body ? body.index + body[0].length : 0;
  const withBar = `${withHead.slice(0, at)}${previewBar(link.expiresAt)}${withHead.slice(at)}`;
  return withBar
    .replace(SCRIPT_TAG, (tag) => `${tag} ${nonce}`)
    .replace(LINK, (whole, start: string, path: string) =>
      NOT_A_PAGE.test(path) ? whole : `${start}${link.prefix}${path}"`,
    );
}
