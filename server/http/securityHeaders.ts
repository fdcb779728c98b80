import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers, made to work on plain HTTP: `upgrade-insecure-requests` and HSTS are sent
 * only when the request came over HTTPS (directly, or via a trusted proxy's X-Forwarded-Proto),
 * or a visitor on http://lms.intranet:3000 gets every asset rewritten to https and a blank page.
 * No inline script at all: the server render's page data is a JSON block, not a script.
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
