import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { UPLOADS_PREFIX } from '../media/mediaStore';

/** Shown until the app has been built (app/ is built into dist/ by `npm start`). */
const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS site: app not built</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>The API is running</h1>
<p>The web app has not been built yet, so there is nothing to show here. Run
<code>npm run build</code> (or restart with <code>npm start</code>) once <code>app/</code> exists.</p>
<p>Try <code>curl -X POST /api/teacherHomePage/getall</code> meanwhile.</p>
</body></html>`;

const isAppRoute = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith(`/${UPLOADS_PREFIX}/`);

/**
 * Serves uploads (immutable: every upload gets a new random name) and the built app. Any other
 * GET that is not /api or /uploads answers index.html, so client routes like /manage-client
 * survive a reload (history fallback). Registered on the root instance: the not-found handler
 * must cover every path.
 */
export async function registerSite(
  app: FastifyInstance,
  { config, media }: ServerContext,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: media.dir,
    prefix: `/${UPLOADS_PREFIX}/`,
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  const indexHtml = join(config.staticDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      setHeaders: (res, path: string) => {
        // Vite puts content-hashed files under assets/; everything else may change per build.
        const hashed = path.includes(`${join('/', 'assets', '/')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendApp = (reply: FastifyReply) => {
    // Read per request: a rebuild while the server runs is picked up without a restart.
    const html = built ? readFileSync(indexHtml, 'utf8') : PLACEHOLDER;
    return reply.status(200).header('cache-control', 'no-cache').type('text/html').send(html);
  };

  app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request)) return sendApp(reply);
    return reply.status(404).send({ success: false, msg: 'Not found.' });
  });
}
