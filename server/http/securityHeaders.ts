import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { VIDEO_PLAYER_ORIGINS } from '@/sdk/content/blockRules';
import { isApiUrl } from './apiPath';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'script-src': ["'self'"],
      // The console's previews are same-origin frames; a video block's player (issue 44) is
      // framed from its provider's privacy-enhanced host, and from nowhere else.
      'frame-src': ["'self'", ...VIDEO_PLAYER_ORIGINS],
      'upgrade-insecure-requests': null,
    },
  },
  // These three need a secure origin: over plain HTTP the browser ignores them with a console
  // warning, so they are sent with HTTPS only (below).
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  // Uploaded images are public and may be shown by a dev server on another port.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers Helmet's middleware sets for `helmetOptions`, recorded once. None of them depends
 * on the request (no nonces: the page has no inline script), so running Helmet per request (as
 * @fastify/helmet does) would only cost time: it was a third of a cached read's work.
 */
function helmetHeaders(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Helmet's plain-HTTP headers, and the HTTPS ones: HSTS and friends, CSP upgrading insecure requests. */
function pageHeaderSets() {
  const plain = helmetHeaders(options);
  const secure = {
    ...plain,
    ...HSTS,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'content-security-policy': `${plain['content-security-policy']};upgrade-insecure-requests`,
  };
  return { plain, secure };
}

/**
 * What an API answer (JSON, never a page) carries, after OWASP's REST Security Cheat Sheet and
 * GitHub's API: a CSP that lets nothing load or frame it should it ever be opened as a document,
 * no framing, no sniffing, no referrer. Helmet's other headers only act on documents (DNS
 * prefetch of their links, IE8's download prompt, the retired XSS filter, Flash and PDF policy
 * files), and on every answer they were about a third of its head (docs/performance.md).
 */
const API_PLAIN = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * What the built app's scripts, stylesheets and fonts keep (files under /assets/, never shown as
 * documents): no sniffing (a script is only run as the type it was sent as), the page's resource
 * and referrer policies. Helmet's document headers, the CSP first, only act where a document is
 * shown: on an asset they were 460 of its 1,020 header bytes, paid on each of the 18 scripts a
 * campaign page loads (about 8 KB of its JavaScript as served; docs/performance.md).
 */
const ASSET_KEEPS = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'strict-transport-security',
]);
const ASSET_PATH = /^\/assets\/[^?#]+\.(?:js|css|woff2)(?:[?#]|$)/;
const ASSET_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/woff2)\b/;

/**
 * Helmet's headers, made to work on plain HTTP: `upgrade-insecure-requests` and HSTS are sent
 * only when the request came over HTTPS (directly, or via a trusted proxy's X-Forwarded-Proto),
 * or a visitor on http://lms.intranet:3000 gets every asset rewritten to https and a blank page.
 * No inline script at all: the server render's page data is a JSON block, not a script. Answers
 * under /api/ get the API set above instead, the app's assets the few above.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const sets = {
    page: pageHeaderSets(),
    api: { plain: API_PLAIN, secure: { ...API_PLAIN, ...HSTS } },
  };
  app.addHook('onRequest', (request, reply, done) => {
    const { plain, secure } = isApiUrl(request.url) ? sets.api : sets.page;
    void reply.headers(request.protocol === 'https' ? secure : plain);
    done();
  });
  // Decided on the answer, not the address alone: a missing asset's answer keeps the page set.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (ASSET_PATH.test(request.url) && ASSET_TYPE.test(String(reply.getHeader('content-type')))) {
      for (const name of Object.keys(reply.getHeaders()))
        if (name in sets.page.secure && !ASSET_KEEPS.has(name)) reply.removeHeader(name);
    }
    done(null, payload);
  });
}
