// The bar every preview page carries (issue 47): a reviewer who was sent a link must see at once
// that the page is not the live site, and until when the link works. It is written into the
// server's HTML outside #root, so the page's hydration (which owns #root only) cannot remove it.
// Formatted here with Intl: the server render never loads console code.

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `expiresAt` as a reader in India reads it: "2 Dec 2026, 6:30 pm IST". */
export const istTime = (at: Date): string => `${IST.format(at)} IST`;

export const PREVIEW_BAR_ID = 'lms-preview-bar';

/**
 * The bar's own style (an id no site stylesheet uses): fixed to the bottom of the window, so the
 * site's sticky header keeps the top, on top of everything, white on near-black with a yellow
 * edge (contrast 18:1), and room left at the end of the page so it hides nothing for good.
 */
const STYLE =
  `<style>#${PREVIEW_BAR_ID}{position:fixed;left:0;right:0;bottom:0;z-index:2147483647;` +
  'margin:0;padding:.6rem 1rem;background:#111;color:#fff;border-top:4px solid #ffd400;' +
  'font:600 15px/1.4 system-ui,sans-serif;text-align:center}' +
  `body{padding-bottom:4.5rem}</style>`;

/** The head's part: the bar's style. */
export const previewBarStyle = (): string => STYLE;

/** The bar itself, a labelled status region: says what the page is and when the link ends. */
export const previewBar = (expiresAt: Date): string =>
  `<div id="${PREVIEW_BAR_ID}" role="status" aria-label="Preview">` +
  `Preview: not live. This link expires at ${istTime(expiresAt)}.</div>`;
