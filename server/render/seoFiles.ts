import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { originOf } from './renderer';
import type { SsrModule } from './renderer';
import type { siteContent } from './siteContent';

/** /robots.txt and /sitemap.xml, with absolute URLs from PUBLIC_URL or the request's host. */
export function registerSeoFiles(
  app: FastifyInstance,
  config: ServerConfig,
  content: ReturnType<typeof siteContent>,
  ssrModule: () => Promise<SsrModule> | null,
): void {
  app.get('/robots.txt', (request, reply) => {
    const origin = originOf(config, request);
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
    const origin = originOf(config, request);
    const lastmod = (await content.lastChange()).toISOString();
    const bundle = await ssrModule();
    const paths = bundle ? Object.keys(bundle.publicPages) : ['/'];
    const urls = paths.map(
      (path) => `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod></url>`,
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
