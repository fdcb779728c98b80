import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import type { LandingData } from './routes/landingLoader';
import { routes } from './routes';

/** What the server hands the render: the landing content, read straight from the database. */
export interface RenderContext {
  loadLanding: () => Promise<LandingData>;
}

/** A rendered public page, or a redirect/response the router answered instead. */
export type RenderResult =
  | { kind: 'html'; status: number; html: string; notFound: boolean }
  | { kind: 'response'; response: Response };

const handler = createStaticHandler(routes);

/**
 * /login and the console (the lazy routes) stay client-rendered: the server sends them the empty
 * shell, and their code never reaches a public page.
 */
export const isClientRendered = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some((match) => match.route.lazy !== undefined);

/**
 * Renders one public page with React Router's static handler. The landing loader reads the
 * content through `context.loadLanding` on the server (no HTTP round trip); the hydration data
 * goes into the page (nonced), so the browser hydrates without calling the loader again.
 */
export async function render(
  request: Request,
  context: RenderContext,
  nonce: string,
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { kind: 'response', response: result };
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(
    <StaticRouterProvider router={router} context={result} nonce={nonce} />,
  );
  const notFound = result.matches.some((match) => match.route.path === '*');
  return { kind: 'html', status: notFound ? 404 : result.statusCode, html, notFound };
}
