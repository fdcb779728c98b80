import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';

/** What the dev render uses of app/entry-server.tsx (loaded through Vite, with HMR). */
interface DevEntry {
  render: (
    request: Request,
    context: unknown,
    options: { origin: string },
  ) => Promise<
    | { kind: 'html'; status: number; head: string; html: string }
    | { kind: 'response'; response: Response }
  >;
  isClientRendered: (pathname: string) => boolean;
  shellHead: (pathname: string, options: { origin: string; site: unknown }) => string;
  contentOverApi: (apiBase: string) => { loadSite: () => Promise<unknown> };
}

/** The text on each side of `marker`, which the template must hold exactly once. */
function cutAt(text: string, marker: string, file: string): [string, string] {
  const parts = text.split(marker);
  if (parts.length !== 2) throw new Error(`app/${file} must contain ${marker} exactly once.`);
  return parts as [string, string];
}

/**
 * The page joined from the template's parts and the render, as the server does for the built
 * templates (server/render/pageTemplate.ts; the layers keep the two apart): never through
 * `String.replace`, whose replacement string would expand `$'` or `$&` in the content.
 */
function fillTemplate(template: string, file: string, head: string, body: string): string {
  const [beforeHead, afterHead] = cutAt(template, '<!--app-head-->', file);
  const [beforeHtml, afterHtml] = cutAt(afterHead, '<!--app-html-->', file);
  return beforeHead + head + beforeHtml + body + afterHtml;
}

const isPage = (url: string) =>
  !/^\/(api|uploads|@|node_modules|src|app|sdk)\b/.test(url) && !/\.\w+(\?|$)/.test(url);

/**
 * `npm run dev`: the pages are rendered on the server as in production, by the same
 * app/entry-server.tsx, loaded through Vite's SSR module loader (so edits apply on reload);
 * the console gets its client-rendered shell. The content comes from the API at `apiTarget`.
 */
export function devSsr(apiTarget: string): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'lms-dev-ssr',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      // Added after Vite's own middlewares (its modules, assets and the /api proxy) have run.
      return () => server.middlewares.use(pageHandler(server, root, apiTarget));
    },
  };
}

function pageHandler(server: ViteDevServer, root: string, apiTarget: string) {
  const handle: Connect.NextHandleFunction = async (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    if (req.method !== 'GET' || !isPage(url)) return next();
    try {
      const entry = (await server.ssrLoadModule('/entry-server.tsx')) as DevEntry;
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const pathname = url.split('?')[0] ?? '/';
      const page = async (file: string, head: string, body: string, status: number) => {
        const template = readFileSync(path.join(root, file), 'utf8');
        const html = await server.transformIndexHtml(url, template);
        res.statusCode = status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(fillTemplate(html, file, head, body));
      };
      const content = entry.contentOverApi(apiTarget);
      if (entry.isClientRendered(pathname)) {
        const site = await content.loadSite();
        return await page('console.html', entry.shellHead(pathname, { origin, site }), '', 200);
      }
      const result = await entry.render(new Request(`${origin}${url}`), content, { origin });
      if (result.kind === 'response') {
        res.statusCode = result.response.status;
        const location = result.response.headers.get('location');
        if (location) res.setHeader('location', location);
        return res.end(await result.response.text());
      }
      return await page('index.html', result.head, result.html, result.status);
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
  return handle;
}
