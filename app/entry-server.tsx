import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import type { PolicyName, PolicyRecord, SiteSettings } from '@/sdk/content';
import type { LandingData } from './routes/landingLoader';
import type { PolicyData } from './routes/PolicyRoute';
import { SITE_ROUTE_ID } from './routes/siteLoader';
import type { SiteData } from './routes/siteLoader';
import { consoleMeta, notFoundMeta, publicPages, renderHead } from './pageHead';
import { routes } from './routes';

export { publicPages } from './pageHead';

/** What the server hands the render: the content, read straight from the database. */
export interface RenderContext {
  loadLanding: () => Promise<LandingData>;
  loadSite: () => Promise<SiteSettings>;
  loadPolicy: (name: PolicyName) => Promise<PolicyRecord>;
}

/** Where the page is served from. */
export interface PageOptions {
  origin: string;
}

/** A rendered page (its <head> tags and #root's HTML), or a response the router answered. */
export type RenderResult =
  | { kind: 'html'; status: number; head: string; html: string }
  | { kind: 'response'; response: Response };

const handler = createStaticHandler(routes);

/** The landing loader's data among a render's loader data. */
const isLanding = (data: unknown): data is LandingData =>
  typeof data === 'object' && data !== null && 'faqs' in data && 'home' in data;
/** A policy route's data among a render's loader data. */
const isPolicy = (data: unknown): data is PolicyData =>
  typeof data === 'object' && data !== null && 'policy' in data;

/**
 * /login and the console (the lazy routes) stay client-rendered: the server sends them the empty
 * shell, and their code never reaches a public page.
 */
export const isClientRendered = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some((match) => match.route.lazy !== undefined);

/** The <head> of the client-rendered shell (/login, the console): kept out of search. */
export const shellHead = (
  pathname: string,
  { site, ...options }: PageOptions & { site: SiteSettings },
): string =>
  renderHead(consoleMeta({ settings: site }), { ...options, path: pathname, settings: site });

/**
 * Renders one public page with React Router's static handler. The landing loader reads the
 * content through `context.loadLanding` on the server (no HTTP round trip); the hydration data
 * goes into the page (allowed by its hash in the CSP), so the browser hydrates without calling the loader again.
 */
export async function render(
  request: Request,
  context: RenderContext,
  options: PageOptions,
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { kind: 'response', response: result };
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(<StaticRouterProvider router={router} context={result} />);
  const notFound = result.matches.some((match) => match.route.path === '*');
  const path = new URL(request.url).pathname;
  const site = result.loaderData[SITE_ROUTE_ID] as SiteData | undefined;
  // Without the settings (the database failed) the route error page shows; keep it out of search.
  if (!site) {
    const head =
      '<title>Something went wrong</title>\n    <meta name="robots" content="noindex" />';
    return { kind: 'html', status: 500, head, html };
  }
  const { settings } = site;
  const landing = Object.values(result.loaderData).find(isLanding);
  const policy = Object.values(result.loaderData).find(isPolicy)?.policy;
  const data = { settings, faqs: landing?.faqs, home: landing?.home, policy };
  const meta = (notFound ? notFoundMeta : (publicPages[path] ?? notFoundMeta))(data);
  return {
    kind: 'html',
    status: notFound ? 404 : result.statusCode,
    head: renderHead(meta, { ...options, path, settings }),
    html,
  };
}
