import type { FastifyRequest } from 'fastify';

/** What the lead page says above the form when it refuses a post as a whole. */
export const LeadFormRefusals = {
  otherSite:
    'This form can only be sent from our own site. If you meant to contact us, please fill it in here.',
  tooMany: 'You have sent too many requests. Please wait a minute and try again.',
  unreadable: 'The form could not be read. Please check it and send it again.',
  keyReused: 'This form was already sent with other details. Please check them and send it again.',
} as const;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Whether a post to the lead page came from this site's own page, not from another site making
 * the visitor's browser post (cross-site request forgery: spam sent from visitors' addresses,
 * past the rate limit per address). A public form has no session to tie a token to, so the
 * browser's own word decides: every browser sends `Origin` with a cross-site post (`null` where
 * the page withholds its referrer), so the Origin must name this host; without an Origin, the
 * Referer must; with neither, the post came from no browser page (a script or an old client,
 * which can post from its own address anyway) and the form is taken like the API would take it.
 * The host the request was sent to is the one compared (PUBLIC_URL may differ on a LAN).
 */
export function sameSiteForm(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return hostOf(origin) === request.host;
  if (referer !== undefined) return hostOf(referer) === request.host;
  return true;
}
