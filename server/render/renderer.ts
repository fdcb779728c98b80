import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderContext, RenderResult } from '@/app/entry-server';
import type { ServerConfig } from '../config';
import { consoleMeta, notFoundMeta, publicPages, renderHead } from './pageHead';
import type { PageMeta } from './pageHead';
import type { siteContent } from './siteContent';

interface SsrModule {
  render: (request: Request, context: RenderContext, nonce: string) => Promise<RenderResult>;
  isClientRendered: (pathname: string) => boolean;
}

/** Where `vite build --ssr` puts the server render: beside the browser build (dist-ssr/). */
export const ssrEntryFor = (staticDir: string) =>
  join(dirname(staticDir), `${basename(staticDir)}-ssr`, 'entry-server.js');

/** The request's public origin: PUBLIC_URL if set, else what the request came in on. */
export const originOf = (config: ServerConfig, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * The server render of the public pages: the built template (dist/index.html), the SSR bundle
 * and the content reads. Both files are read per request when missing, so a build while the
 * server runs is picked up.
 */
export function createRenderer(config: ServerConfig, content: ReturnType<typeof siteContent>) {
  const template = join(config.staticDir, 'index.html');
  const entry = ssrEntryFor(config.staticDir);
  let ssr: Promise<SsrModule> | null = null;
  const load = () => (ssr ??= import(pathToFileURL(entry).href) as Promise<SsrModule>);

  const page = (head: string, body: string) =>
    readFileSync(template, 'utf8').replace('<!--app-head-->', head).replace('<!--app-html-->', body);

  return {
    available: () => existsSync(template),

    /** Sends one HTML page: rendered on the server for public paths, the shell for the console. */
    async send(request: FastifyRequest, reply: FastifyReply, nonce: string) {
      const origin = originOf(config, request);
      const path = request.url.split('?')[0] ?? '/';
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const module = existsSync(entry) ? await load() : null;
      if (!module || module.isClientRendered(path)) {
        const head = renderHead(consoleMeta, { origin, path, nonce });
        return reply.status(200).send(page(head, ''));
      }
      const result = await module.render(
        new Request(`${origin}${request.url}`, { method: 'GET' }),
        { loadLanding: () => content.landing() },
        nonce,
      );
      if (result.kind === 'response') {
        const location = result.response.headers.get('location');
        if (location) return reply.redirect(location, result.response.status);
        return reply.status(result.response.status).send(await result.response.text());
      }
      const meta: PageMeta = result.notFound ? notFoundMeta : (publicPages[path] ?? notFoundMeta);
      const head = renderHead(meta, { origin, path, nonce });
      return reply.status(result.status).send(page(head, result.html));
    },
  };
}
