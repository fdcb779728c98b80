import type { FastifyRequest } from 'fastify';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
};

/**
 * A prefetch or prerender, not a visit: Chromium's Sec-Purpose (`prefetch`, `prefetch;prerender`),
 * the older Purpose and X-Purpose, and Firefox's X-Moz. Such a page may never be shown.
 */
export function isPrefetch(request: FastifyRequest): boolean {
  const purpose = header(request, 'sec-purpose');
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return true;
  return ['purpose', 'x-purpose', 'x-moz'].some((name) =>
    /prefetch|preview|prerender/.test(header(request, name)),
  );
}

/** The browser asks not to be tracked: Global Privacy Control or Do Not Track. */
export const asksNotToBeTracked = (request: FastifyRequest): boolean =>
  header(request, 'sec-gpc') === '1' || header(request, 'dnt') === '1';
