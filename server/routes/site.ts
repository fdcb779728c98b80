import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { isApiUrl } from '../http/apiPath';
import { UPLOADS_PREFIX } from '../media/mediaStore';
import { experimentVariants } from '../experiments/armedPage';
import { createRenderer } from '../render/renderer';
import { registerSeoFiles } from '../render/seoFiles';
import { siteContent } from '../render/siteContent';
import { redirectMap } from '../content/redirects/redirectStore';
import { registerPreviewPages } from './previewPages';
import { registerUploads } from './uploads';

/** Shown until the app has been built (app/ is built into dist/ by `npm start`). */
const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS site: app not built</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>The API is running</h1>
<p>The web app has not been built yet, so there is nothing to show here. Run
<code>npm run build</code> (or restart with <code>npm start</code>) once <code>app/</code> exists.</p>
<p>Try <code>curl -X POST /api/teacherHomePage/getall</code> meanwhile.</p>
</body></html>`;

/** Previews are never answered early nor recorded (their own routes, routes/previewPages.ts). */
const PREVIEW_PREFIX = '/preview/';

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiUrl(request.url) &&
  !request.url.startsWith(`/${UPLOADS_PREFIX}/`) &&
  !request.url.startsWith(PREVIEW_PREFIX);

/**
 * Serves uploads (routes/uploads.ts: from the disk or the bucket), the built app's assets, the
 * robots/sitemap files, and every page: the public pages rendered on the server (server/render/),
 * /login and the console as the client-rendered shell, an unknown path as the site's 404 page.
 * Registered on the root instance: the not-found handler must cover every path.
 */
export async function registerSite(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { config } = context;
  await registerUploads(app, context);

  const content = siteContent(context.db, context.contentCache);
  // A page under experiment is drawn in the arms of the visitor's daily key (experiments/armedPage.ts).
  const variants = experimentVariants({
    experiments: context.experiments,
    visitorOf: context.analytics.visitorOf,
  });
  const renderer = createRenderer(config, content, context.contentCache, variants);
  if (existsSync(config.staticDir)) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      // dist/ holds .br and .gz twins of every text asset (scripts/build.mjs).
      preCompressed: true,
      // Source maps are for us, not the public: they stay in dist/ and answer 404, as do the
      // build's bookkeeping (.vite/manifest.json, .build-stamp) and the page templates (index.html, console.html).
      allowedPath: (path) =>
        !path.endsWith('.map') && !/\/(index|console)\.html$/.test(path) && !/\/\./.test(path),
      setHeaders: (res, path: string) => {
        // Vite puts content-hashed files under assets/; everything else may change per build.
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerSeoFiles(app, content, renderer.bundle);
  // The public pages with every draft applied, for holders of a preview link (issue 37).
  registerPreviewPages(app, context);

  // Old addresses (issue 44: a page that moved, or one an admin added) answer 301, keeping the
  // visitor's query (a campaign's UTM parameters) when the new address is on this site. An hour
  // in browsers' caches, so a redirect that is removed stops within the hour.
  const redirectOf = async (request: FastifyRequest): Promise<string | null> => {
    const [path = '/', query = ''] = request.url.split(/\?(.*)/s, 2);
    if (path === '/') return null;
    const map = await context.contentCache.remember('site:redirects', () =>
      redirectMap(context.db),
    );
    const to = map.get(path) ?? (path.endsWith('/') ? map.get(path.slice(0, -1)) : undefined);
    if (!to) return null;
    if (!query || !to.startsWith('/')) return to;
    return `${to}${to.includes('?') ? '&' : '?'}${query}`;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const movedTo = await redirectOf(request);
    if (movedTo) {
      return reply.header('cache-control', 'public, max-age=3600').redirect(movedTo, 301);
    }
    if (!renderer.available()) {
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(PLACEHOLDER);
    }
    return renderer.send(request, reply);
  };

  // A page view asked before is answered again from the cache, early (cache/cachedAnswers.ts),
  // once the version of the page it sees is drawn (an experiment's arms: part of the question).
  const pageRead = {
    preHandler: [
      async (request: FastifyRequest) => {
        if (isPageRequest(request)) await renderer.pickVariant(request);
      },
      context.cachedAnswers.replay((request) =>
        isPageRequest(request) ? renderer.answerKey(request) : null,
      ),
    ],
  };
  app.get('/', pageRead, sendPage);
  app.setNotFoundHandler(pageRead, (request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    return reply.status(404).send({ success: false, msg: 'Not found.' });
  });
}
