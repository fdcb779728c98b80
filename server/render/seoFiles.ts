import type { FastifyInstance } from 'fastify';
import { originOf } from './renderer';
import type { SsrModule } from './renderer';
import type { siteContent } from './siteContent';

/** Text as XML character data: the origin is a checked host, escaped all the same where written. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /robots.txt and /sitemap.xml, with absolute URLs from PUBLIC_URL or the request's origin as
 * the Host check chose it (server/http/siteHost.ts): a host name, so robots.txt's plain text can
 * hold no line break or other directive from a Host.
 */
export function registerSeoFiles(
  app: FastifyInstance,
  content: ReturnType<typeof siteContent>,
  ssrModule: () => Promise<SsrModule> | null,
): void {
  app.get('/robots.txt', (request, reply) => {
    const origin = originOf(request);
    const body = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /api',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const lastmod = (await content.lastChange()).toISOString();
    const bundle = await ssrModule();
    // The site's own pages, then the pages built from blocks (issue 44) that may be listed.
    const paths = [
      ...(bundle ? Object.keys(bundle.publicPages) : ['/']),
      ...(await content.listedPages()),
    ];
    const urls = paths.map(
      (path) =>
        `  <url><loc>${escapeXml(`${origin}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  });
}
