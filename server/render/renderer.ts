import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PolicyName } from '@/sdk/content';
import type { ServerConfig } from '../config';
import { allowInlineScriptsOf } from '../http/securityHeaders';
import type { siteContent } from './siteContent';

interface PageOptions {
  origin: string;
}

/**
 * What app/entry-server.tsx exports, as the server uses it (the server may not import app/: it
 * loads the built bundle, dist-ssr/entry-server.js, at run time).
 */
export interface SsrModule {
  render: (
    request: Request,
    context: {
      loadLanding: () => Promise<unknown>;
      loadSite: () => Promise<unknown>;
      loadPolicy: (name: PolicyName) => Promise<unknown>;
    },
    options: PageOptions,
  ) => Promise<
    | { kind: 'html'; status: number; head: string; html: string }
    | { kind: 'response'; response: Response }
  >;
  shellHead: (pathname: string, options: PageOptions & { site: unknown }) => string;
  isClientRendered: (pathname: string) => boolean;
  publicPages: Record<string, unknown>;
}

/** Where `vite build --ssr` puts the server render: beside the browser build (dist-ssr/). */
export const ssrEntryFor = (staticDir: string) =>
  join(dirname(staticDir), `${basename(staticDir)}-ssr`, 'entry-server.js');

/** The request's public origin: PUBLIC_URL if set, else what the request came in on. */
export const originOf = (config: ServerConfig, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * The server render of the public pages: the built template (dist/index.html), the SSR bundle
 * and the content reads. The template is read per request, so a rebuild while the server runs
 * shows its new asset names at once.
 */
export function createRenderer(config: ServerConfig, content: ReturnType<typeof siteContent>) {
  const template = join(config.staticDir, 'index.html');
  const entry = ssrEntryFor(config.staticDir);
  let ssr: Promise<SsrModule> | null = null;

  /** The SSR bundle, or null before `npm run build` made it. */
  const loadBundle = (): Promise<SsrModule> | null => {
    if (!existsSync(entry)) return null;
    return (ssr ??= import(pathToFileURL(entry).href) as Promise<SsrModule>);
  };

  const page = (head: string, body: string) =>
    readFileSync(template, 'utf8')
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body);

  return {
    available: () => existsSync(template),

    bundle: loadBundle,

    /** Sends one HTML page: rendered on the server for public paths, the shell for the console. */
    async send(request: FastifyRequest, reply: FastifyReply) {
      const options = { origin: originOf(config, request) };
      const path = request.url.split('?')[0] ?? '/';
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const ssrModule = await loadBundle();
      if (!ssrModule || ssrModule.isClientRendered(path)) {
        const head = ssrModule?.shellHead(path, { ...options, site: await content.settings() });
        return reply.status(200).send(page(head ?? '', ''));
      }
      const result = await ssrModule.render(
        new Request(`${options.origin}${request.url}`, { method: 'GET' }),
        {
          loadLanding: () => content.landing(),
          loadSite: () => content.settings(),
          loadPolicy: (name) => content.policy(name),
        },
        options,
      );
      if (result.kind === 'response') {
        const location = result.response.headers.get('location');
        if (location) return reply.redirect(location, result.response.status);
        return reply.status(result.response.status).send(await result.response.text());
      }
      const html = page(result.head, result.html);
      allowInlineScriptsOf(reply, html);
      return reply.status(result.status).send(html);
    },
  };
}
