import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The CSP sources of exactly the inline scripts of `html`: their SHA-256 hashes. */
export const inlineScriptHashes = (html: string): string =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    )
    .join(' ');

/**
 * Allows the inline scripts with these hashes (the server render's hydration data, from
 * `inlineScriptHashes`) in this response's CSP. Hashes, not nonces: the same page gives the same
 * header and body, so its ETag holds and a 304 keeps the cached page and policy in step.
 */
export function allowInlineScripts(reply: FastifyReply, hashes: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string' || !hashes) return;
  reply.header(
    'content-security-policy',
    csp.replace("script-src 'self'", `script-src 'self' ${hashes}`),
  );
}

/**
 * Helmet's headers, made to work on plain HTTP: `upgrade-insecure-requests` and HSTS are sent
 * only when the request came over HTTPS (directly, or via a trusted proxy's X-Forwarded-Proto),
 * or a visitor on http://lms.intranet:3000 gets every asset rewritten to https and a blank page.
 * Inline script is forbidden except the server render's hydration data (by hash, above).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'"],
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('origin-agent-cluster', '?1');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
  });
}
