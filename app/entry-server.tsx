import { renderToString } from 'react-dom/server';
import { createStaticHandler, matchRoutes } from 'react-router-dom';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import type { LandingData, RenderContext } from './routes/landingLoader';
import { consoleMeta, notFoundMeta, publicPages, renderHead } from './pageHead';
import { consoleRoutes } from './routes';
import { PublicSite } from './site/PublicSite';
import { sitePageScript } from './site/sitePage';
import { siteRoutes } from './site/siteRoutes';
import type { SiteRouteHandle } from './site/siteRoutes';

export { publicPages } from './pageHead';
// Development only (app/devSsr.ts): the landing content over the API instead of the database.
export { landingOverApi } from './site/landingOverApi';
export type { LandingData, RenderContext };

/** Where the page is served from. */
export interface PageOptions {
  origin: string;
}

/** A rendered page (its <head> tags and #root's HTML), or a response the router answered. */
export type RenderResult =
  | { kind: 'html'; status: number; head: string; html: string }
  | { kind: 'response'; response: Response };

const handler = createStaticHandler(siteRoutes);

/**
 * /login and the console stay client-rendered: the server sends them the console's shell
 * (dist/console.html), and their code never reaches a public page.
 */
export const isClientRendered = (pathname: string): boolean =>
  (matchRoutes(consoleRoutes, pathname) ?? []).some((match) => match.route.lazy !== undefined);

/** The <head> of the client-rendered shell (/login, the console): kept out of search. */
export const shellHead = (pathname: string, options: PageOptions): string =>
  renderHead(consoleMeta, { ...options, path: pathname });

/**
 * Renders one public page. React Router's static handler matches the path and runs the loader
 * (the landing content through `context.loadLanding`, straight from the database); the page is
 * then rendered as the same <PublicSite> tree the browser hydrates, and written into the <head>
 * as JSON for it. The browser gets no router: links between public pages are page loads.
 */
export async function render(
  request: Request,
  context: RenderContext,
  options: PageOptions,
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { kind: 'response', response: result };
  // A loader that threw is the server's error (a plain 500 page), not a page to render.
  if (result.errors) throw Object.values(result.errors)[0];
  const match = result.matches.at(-1);
  const handle = match?.route.handle as SiteRouteHandle | undefined;
  const page = handle?.page(match ? result.loaderData[match.route.id] : undefined) ?? {
    name: 'notFound',
  };
  // The parts the browser loads only when near (the carousels) are rendered in full here.
  await preloadLazyParts();
  const html = renderToString(<PublicSite page={page} />);
  const notFound = page.name === 'notFound';
  const path = new URL(request.url).pathname;
  const meta = notFound ? notFoundMeta : (publicPages[path] ?? notFoundMeta);
  return {
    kind: 'html',
    status: notFound ? 404 : result.statusCode,
    head: `${renderHead(meta, { ...options, path })}\n    ${sitePageScript(page)}`,
    html,
  };
}
