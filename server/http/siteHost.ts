import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isApiUrl } from './apiPath';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The origin this request's pages, sitemap and robots file name in their absolute URLs
     * (`https://www.example.in`): PUBLIC_URL, else one of a bounded set (siteOrigins below).
     * Set by the Host check before any route runs.
     */
    siteOrigin: string;
  }
}

/** Without PUBLIC_URL, the pages are rendered for at most this many origins (docs/operations.md). */
export const SITE_ORIGINS_KEPT = 8;

/**
 * A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: what a
 * browser sends (an internationalised name arrives as punycode). Anything else (a space, `<`,
 * `"`, `&`, `@`, a path, control or non-ASCII characters) is no host of ours.
 */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?)(?::\d{1,5})?$/i;
/** 253 characters of name, its final dot, a port. */
const LONGEST_HOST = 253 + 1 + 6;

/**
 * The Host as the URL standard writes it (lower case, the protocol's default port left out,
 * IPv4 in dotted form), or null when it is not a host: a port past 65535, `[x`, `a b`.
 */
export function normalHost(host: string, protocol: 'http' | 'https'): string | null {
  if (host.length > LONGEST_HOST || !HOST_SHAPE.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

/** The address the server listens on, as an origin: the pages' origin for a Host past the set. */
export function listenOrigin(config: Pick<ServerConfig, 'host' | 'port'>): string {
  const wildcard = ['', '0.0.0.0', '::'].includes(config.host);
  const name = config.host.includes(':') ? `[${config.host}]` : config.host;
  const host = (!wildcard && normalHost(name, 'http')) || 'localhost';
  return `http://${host}${config.port ? `:${config.port}` : ''}`;
}

/**
 * Which origin a page is rendered for (and cached under). PUBLIC_URL when set, whatever the Host
 * said. Without it, the request's own origin while at most SITE_ORIGINS_KEPT origins have been
 * seen since the start (localhost, a LAN address, the site's name: each gets its own canonical
 * URLs); any origin after those gets the listening address's. Admitted first come and never
 * replaced, so no flood of Hosts can grow the page cache past that many origins or push a
 * visitor's pages out, and a page never shows a Host that its own request did not send.
 */
export function siteOrigins(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>) {
  const { publicUrl } = config;
  if (publicUrl) return () => publicUrl;
  const fallback = listenOrigin(config);
  const kept = new Set<string>();
  return (protocol: 'http' | 'https', host: string | null): string => {
    if (host === null) return fallback;
    const origin = `${protocol}://${host}`;
    if (kept.has(origin)) return origin;
    if (kept.size >= SITE_ORIGINS_KEPT) return fallback;
    kept.add(origin);
    return origin;
  };
}

export const HostMessages = {
  malformed: 'The Host header is not a host name.',
} as const;

const protocolOf = (request: FastifyRequest): 'http' | 'https' =>
  request.protocol === 'https' ? 'https' : 'http';

/**
 * The one check of the Host header (and of X-Forwarded-Host from a trusted proxy, which Fastify
 * reads as the host), before any route runs: a Host that is not a host name answers 400 (a page
 * as text, the API as its envelope), so no renderer, sitemap or URL parser sees it; every other
 * request gets its `siteOrigin`. No Host at all (HTTP/1.0, a health check) is the fallback's.
 * Answered here, not thrown: the lead page's own error handler would render the page again.
 */
export function registerSiteHost(app: FastifyInstance, config: ServerConfig): void {
  const originOf = siteOrigins(config);
  app.decorateRequest('siteOrigin', '');
  app.addHook('onRequest', async (request, reply) => {
    const protocol = protocolOf(request);
    const sent = request.host;
    const host = sent === '' ? null : normalHost(sent, protocol);
    if (sent !== '' && host === null) {
      request.log.info({ host: sent.slice(0, 100) }, 'malformed Host refused');
      reply.code(400).header('cache-control', 'no-store');
      if (isApiUrl(request.url)) {
        return reply.send({ success: false, msg: HostMessages.malformed });
      }
      return reply.type('text/plain; charset=utf-8').send(HostMessages.malformed);
    }
    request.siteOrigin = originOf(protocol, host);
  });
}
