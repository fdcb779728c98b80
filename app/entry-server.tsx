import { renderToString } from 'react-dom/server';
import { createStaticHandler, matchRoutes } from 'react-router-dom';
import { promoShown } from '@/sdk/content/display';
import type { SiteSettings } from '@/sdk/content';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import type { LandingData, RenderContext } from './site/landingLoader';
import { SITE_ROUTE_ID } from './site/siteLoader';
import type { SiteData } from './site/siteLoader';
import { LEAD_CTA_PARAMETER, LEAD_PAGE_PATH } from '@/sdk/schemas/leadConstants';
import {
  campaignMeta,
  consoleMeta,
  leadThanksMeta,
  notFoundMeta,
  publicPages,
  renderHead,
} from './pageHead';
import { consoleRoutes } from './console/consoleRoutes';
import { PublicSite } from './site/PublicSite';
import { pageForBrowser } from './site/pageForBrowser';
import { sitePageScript } from './site/sitePage';
import type { SitePage } from './site/sitePage';
import { siteRoutes } from './site/siteRoutes';
import type { SiteRouteHandle } from './site/siteRoutes';

export { publicPages } from './pageHead';
// Development only (app/devSsr.ts): the content over the API instead of the database.
export { contentOverApi } from './site/contentOverApi';
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
 * The query parameters a public page reads (server/render/pageUrl.ts cuts every other one from
 * the URL the page is rendered and cached for): the lead page's call to action.
 */
export const pageQuery = (pathname: string): readonly string[] =>
  pathname === LEAD_PAGE_PATH ? [LEAD_CTA_PARAMETER] : [];

/**
 * /login and the console stay client-rendered: the server sends them the console's shell
 * (dist/console.html), and their code never reaches a public page.
 */
export const isClientRendered = (pathname: string): boolean =>
  (matchRoutes(consoleRoutes, pathname) ?? []).some((match) => match.route.lazy !== undefined);

/** The <head> of the client-rendered shell (/login, the console): kept out of search. */
export const shellHead = (
  pathname: string,
  { site, ...options }: PageOptions & { site: SiteSettings },
): string =>
  renderHead(consoleMeta({ settings: site }), { ...options, path: pathname, settings: site });

/** The head's inputs from the page's data: the settings, the landing FAQ and banner, a policy. */
function headData(page: SitePage) {
  const landing = page.name === 'landing' ? page.landing : undefined;
  const policy = page.name === 'policy' ? page.policy : undefined;
  const campaign = page.name === 'campaign' ? page.campaign : undefined;
  return { settings: page.settings, faqs: landing?.faqs, home: landing?.home, policy, campaign };
}

/** How the page's head is made: by what it is, else by its path (the sitemap's pages). */
function metaOf(page: SitePage, path: string) {
  if (page.name === 'leadThanks') return leadThanksMeta;
  if (page.name === 'campaign') return campaignMeta;
  if (page.name === 'notFound') return notFoundMeta;
  return publicPages[path] ?? notFoundMeta;
}

/**
 * Renders one public page. React Router's static handler matches the path and runs the loaders
 * (the site settings, then the page's content, through `context`, straight from the database);
 * the page is then rendered as the same <PublicSite> tree the browser hydrates, and written into
 * the <head> as JSON for it. The browser gets no router: links between public pages are page loads.
 */
export async function render(
  request: Request,
  context: RenderContext,
  options: PageOptions,
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { kind: 'response', response: result };
  // A loader that threw (e.g. the settings could not be read) is the server's error (a plain
  // 500 page), not a page to render.
  if (result.errors) throw Object.values(result.errors)[0];
  const match = result.matches.at(-1);
  const handle = match?.route.handle as SiteRouteHandle | undefined;
  const content = handle?.page(match ? result.loaderData[match.route.id] : undefined) ?? {
    name: 'notFound',
  };
  const { settings } = result.loaderData[SITE_ROUTE_ID] as SiteData;
  const page: SitePage = { ...content, settings, showPromo: promoShown(settings, new Date()) };
  // The parts the browser loads only when near (the carousels) are rendered in full here.
  await preloadLazyParts();
  const html = renderToString(<PublicSite page={page} />);
  const notFound = page.name === 'notFound';
  // A page built from blocks names itself by its slug, whatever the request's spelling.
  const path =
    page.name === 'campaign' ? `/${page.campaign.page.slug}` : new URL(request.url).pathname;
  const meta = metaOf(page, path)(headData(page));
  const head = renderHead(meta, { ...options, path, settings });
  return {
    kind: 'html',
    status: notFound ? 404 : result.statusCode,
    // The head is made from the whole page; the browser is sent only what it draws again.
    head: `${head}\n    ${sitePageScript(pageForBrowser(page))}`,
    html,
  };
}
