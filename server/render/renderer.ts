import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCache } from '../cache/contentCache';
import { cachedBody, sendCached } from '../cache/cachedReply';
import type { CachedBody } from '../cache/cachedReply';
import { promoDay } from '@/sdk/content/display';
import type { PolicyName } from '@/sdk/content';
import type { ServerConfig } from '../config';
import { pageTemplates } from './pageTemplate';
import { pageUrl } from './pageUrl';
import { publishedOnly } from './pageVariant';
import type { PageVariant, PageVariants } from './pageVariant';
import { isSignedOutView, signedOutKey, withSignedOutNotice } from './signedOutNotice';
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
      /** The sections of `/`'s stored layout, or null for the default (issue 44). */
      loadHomeSections: () => Promise<unknown>;
      loadSite: () => Promise<unknown>;
      loadPolicy: (name: PolicyName) => Promise<unknown>;
      /** The page at /<slug> built from blocks (issue 44), or null. */
      loadPage: (slug: string) => Promise<unknown>;
      /** The lead page's form, when the server built it for this request (routes/leadForm.ts). */
      leadForm?: unknown;
    },
    options: PageOptions,
  ) => Promise<
    | { kind: 'html'; status: number; head: string; html: string }
    | { kind: 'response'; response: Response }
  >;
  shellHead: (pathname: string, options: PageOptions & { site: unknown }) => string;
  /** The query parameters a public page reads (none unless it names them). */
  pageQuery?: (pathname: string) => readonly string[];
  isClientRendered: (pathname: string) => boolean;
  publicPages: Record<string, unknown>;
}

/** One answer of the page route, as the content cache keeps it. */
export type Page =
  | { kind: 'page'; status: number; page: CachedBody }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'other'; status: number; body: string };

/** A page request's URL less the query parameters its page does not read (render/pageUrl.ts). */
function pageUrlOf(ssrModule: SsrModule | null, url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  return pageUrl(url, ssrModule?.pageQuery?.(path) ?? []);
}

/** What a page view is filed under: its page URL, the signed-out landing page apart. */
const keyUrlOf = (ssrModule: SsrModule | null, url: string): string =>
  isSignedOutView(url) ? signedOutKey(pageUrlOf(ssrModule, url)) : pageUrlOf(ssrModule, url);

/** Where `vite build --ssr` puts the server render: beside the browser build (dist-ssr/). */
export const ssrEntryFor = (staticDir: string) =>
  join(dirname(staticDir), `${basename(staticDir)}-ssr`, 'entry-server.js');

/**
 * The origin a page names in its absolute URLs: PUBLIC_URL if set, else the request's origin
 * from a bounded set, as the Host check chose it before routing (server/http/siteHost.ts).
 */
export const originOf = (request: FastifyRequest) => request.siteOrigin;

/**
 * The server render of the public pages: the built templates (dist/index.html for the public
 * pages, dist/console.html for the console's client-rendered shell), the SSR bundle and the
 * content reads. Each answer is kept in the content cache for its URL, origin, template and day
 * until the next content write, so a page view costs a lookup, not a render. The template's
 * modification time is part of the key, so a rebuild while the server runs shows its new asset
 * names at once. `variants` draws the version of a page a request sees (render/pageVariant.ts:
 * an experiment's arms); each version is kept apart, under its own key.
 */
export function createRenderer(
  config: ServerConfig,
  content: ReturnType<typeof siteContent>,
  cache: ContentCache,
  variants: PageVariants = publishedOnly,
) {
  const template = join(config.staticDir, 'index.html');
  // The console's own page (its own entry script); a build without it falls back to index.html.
  const consoleTemplate = join(config.staticDir, 'console.html');
  const entry = ssrEntryFor(config.staticDir);
  let ssr: Promise<SsrModule> | null = null;

  let loaded: SsrModule | null = null;

  /** The SSR bundle, or null before `npm run build` made it. */
  const loadBundle = (): Promise<SsrModule> | null => {
    if (!existsSync(entry)) return null;
    return (ssr ??= (import(pathToFileURL(entry).href) as Promise<SsrModule>).then(
      (module) => (loaded = module),
    ));
  };

  const templates = pageTemplates();
  // A build whose templates lack a marker fails the start, not a visitor's page view.
  if (existsSync(entry)) {
    for (const file of [template, consoleTemplate].filter((f) => existsSync(f))) templates(file);
  }
  const page = (head: string, body: string, file = template) => templates(file).fill(head, body);

  // The version each page request sees, drawn once (pickVariant) and read by the key and the send.
  const chosen = new WeakMap<FastifyRequest, PageVariant | null>();
  const variantOf = async (request: FastifyRequest): Promise<PageVariant | null> => {
    const known = chosen.get(request);
    if (known !== undefined) return known;
    const variant = await variants(request);
    chosen.set(request, variant);
    return variant;
  };

  const htmlPage = (status: number, html: string): Page => ({
    kind: 'page',
    status,
    page: cachedBody(html),
  });

  /**
   * Renders one page: on the server for public paths, the shell for /login and the console;
   * `signedOut` adds the landing page's "You are signed out." (render/signedOutNotice.ts).
   */
  async function render(
    url: string,
    options: PageOptions,
    leadForm?: unknown,
    signedOut = false,
    variant: PageVariant | null = null,
  ): Promise<Page> {
    const path = url.split('?')[0] ?? '/';
    const ssrModule = await loadBundle();
    const shell = existsSync(consoleTemplate) ? consoleTemplate : template;
    // Before the server render is built, nothing goes into the template: it is sent as built.
    if (!ssrModule) return htmlPage(200, readFileSync(shell, 'utf8'));
    if (ssrModule.isClientRendered(path)) {
      const head = ssrModule.shellHead(path, { ...options, site: await content.settings() });
      return htmlPage(200, page(head, '', shell));
    }
    const result = await ssrModule.render(
      new Request(`${options.origin}${url}`, { method: 'GET' }),
      {
        loadLanding: () => content.landing(),
        loadHomeSections: () => content.homeSections(),
        loadSite: () => content.settings(),
        loadPolicy: (name) => content.policy(name),
        loadPage: variant
          ? async (slug) => variant.page(slug, await content.page(slug))
          : (slug) => content.page(slug),
        ...(leadForm === undefined ? {} : { leadForm }),
      },
      options,
    );
    if (result.kind === 'html') {
      const html = page(result.head, result.html);
      return htmlPage(result.status, signedOut ? withSignedOutNotice(html) : html);
    }
    const { status, headers } = result.response;
    const location = headers.get('location');
    if (location) return { kind: 'redirect', status, location };
    return { kind: 'other', status, body: await result.response.text() };
  }

  return {
    available: () => existsSync(template),

    bundle: loadBundle,

    /**
     * One public page as this renderer's content makes it, neither kept nor sent: the preview
     * (server/routes/previewPages.ts) renders with a renderer of its own over the draft view and
     * a cache that keeps nothing. Null for a client-rendered path (the console, /login) and
     * before the render bundle is built.
     */
    async renderPage(url: string, options: PageOptions): Promise<Page | null> {
      const ssrModule = await loadBundle();
      if (!ssrModule || ssrModule.isClientRendered(url.split('?')[0] ?? '/')) return null;
      return render(pageUrlOf(ssrModule, url), options);
    },

    /**
     * The page request's preHandler before the early answers: draws the version of the page it
     * sees (`variants`), which `answerKey` and `send` then read.
     */
    async pickVariant(request: FastifyRequest): Promise<void> {
      await variantOf(request);
    },

    /**
     * The question a page view asks (cache/cachedAnswers.ts): the origin, the path with only the
     * query parameters the page reads, and the version's key. Null until the render bundle has
     * been loaded (it names those parameters) and until pickVariant has drawn the version, so no
     * answer is ever filed under a question that left one out.
     */
    answerKey(request: FastifyRequest): string | null {
      const variant = chosen.get(request);
      if (!loaded || variant === undefined) return null;
      return `${originOf(request)}${keyUrlOf(loaded, request.url)}${variant?.key ?? ''}`;
    },

    /**
     * Sends a page rendered for this request alone, never kept in the content cache nor repeated
     * by the early answers: the lead page, whose form carries a key of its own and, after a
     * refused post, the visitor's values (`leadForm`, handed to the render). `status` overrides
     * the page's (400 for a refused post).
     */
    async sendFresh(
      request: FastifyRequest,
      reply: FastifyReply,
      leadForm: unknown,
      status?: number,
    ) {
      const options = { origin: originOf(request) };
      const url = pageUrlOf(await loadBundle(), request.url);
      const answer = await render(url, options, leadForm);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      if (answer.kind === 'other') return reply.status(answer.status).send(answer.body);
      return reply.status(status ?? answer.status).send(answer.page.body);
    },

    /** Sends one HTML page, from the content cache when this version already rendered it. */
    async send(request: FastifyRequest, reply: FastifyReply) {
      const options = { origin: originOf(request) };
      const built = statSync(template, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      // A query string the page does not read is no part of the page (issue 33, item 8).
      const bundle = await loadBundle();
      const url = pageUrlOf(bundle, request.url);
      const signedOut = isSignedOutView(request.url);
      const variant = await variantOf(request);
      // The day is part of the key: the promo banner hides itself after its last day.
      const key = `page:${built}:${promoDay(new Date())}:${options.origin}${keyUrlOf(bundle, request.url)}${variant?.key ?? ''}`;
      const answer = await cache.remember(key, () =>
        render(url, options, undefined, signedOut, variant),
      );
      reply
        .header('cache-control', variant?.cacheControl ?? 'no-cache')
        .type('text/html; charset=utf-8');
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      if (answer.kind === 'other') return reply.status(answer.status).send(answer.body);
      reply.status(answer.status);
      return sendCached(request, reply, answer.page, 'text/html; charset=utf-8');
    },
  };
}
