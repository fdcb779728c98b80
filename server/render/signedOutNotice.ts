import { SIGNED_OUT_PARAMETER } from '@/sdk/signedOut';

// "Sign-out says so" (issue 47 item 6). Logout goes to the landing page as the spec says, at
// `/?signed-out`; the server writes this notice into that view only. It stands outside #root (the
// page's hydration owns #root only and cannot remove it), with its own small style, so the
// landing page's JavaScript and stylesheets are the same bytes with or without it.

export const SIGNED_OUT_NOTICE_ID = 'lms-signed-out';

/** Whether a page request is the landing page just after signing out (any value of the mark). */
export function isSignedOutView(url: string): boolean {
  const mark = url.indexOf('?');
  if (mark === -1 || url.slice(0, mark) !== '/') return false;
  return new URLSearchParams(url.slice(mark + 1)).has(SIGNED_OUT_PARAMETER);
}

/**
 * The page URL a render and its cache entries are filed under: the signed-out view under one key
 * of its own, `/?signed-out`, whatever value the mark has (so no flood of `?signed-out=N` takes
 * cache slots), never under the plain `/`.
 */
export const signedOutKey = (pageUrl: string): string => `${pageUrl}?${SIGNED_OUT_PARAMETER}`;

/** The notice's own style: an id no site stylesheet uses; 11:1 contrast, the link underlined. */
const STYLE =
  `<style>#${SIGNED_OUT_NOTICE_ID}{margin:0;padding:.75rem 1rem;background:#ecfdf5;` +
  'color:#064e3b;border-bottom:2px solid #047857;font:600 1rem/1.5 system-ui,sans-serif;' +
  `text-align:center}#${SIGNED_OUT_NOTICE_ID} a{color:inherit;text-decoration:underline}</style>`;

/** The notice itself: a status that says so, and the way back in. */
const NOTICE =
  `<div id="${SIGNED_OUT_NOTICE_ID}" role="status">You are signed out. ` +
  '<a href="/login">Sign in again</a></div>';

const BODY = /<body\b[^>]*>/;

/**
 * The landing page with the notice first in its body and its style at the end of its head.
 * Joined, never `String.replace`d with a string: the page's content may hold `$&`.
 */
export function withSignedOutNotice(html: string): string {
  const head = html.indexOf('</head>');
  const withStyle = head === -1 ? html : `${html.slice(0, head)}${STYLE}${html.slice(head)}`;
  const body = BODY.exec(withStyle);
  const at = body ? body.index + body[0].length : 0;
  return `${withStyle.slice(0, at)}${NOTICE}${withStyle.slice(at)}`;
}
