import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { draftReader } from '../content/drafts/draftView';
import { livePreviewExpiry } from '../content/preview/previewLinks';
import { createRenderer, originOf } from '../render/renderer';
import { PREVIEW_HEADERS, previewCsp, previewHtml, previewNonce } from '../render/previewHtml';
import { passThroughCache, siteContent } from '../render/siteContent';

/** The page a link that expired, was revoked or never existed gets: no hint which. */
const CLOSED = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Preview not available</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>This preview is not available</h1>
<p>The link has expired or was revoked. Ask whoever sent it for a new one.</p>
</body></html>`;

type PreviewRequest = FastifyRequest<{ Params: { token: string; '*'?: string } }>;

/**
 * The preview (issue 37, docs/drafts.md): `/preview/<token>/` and `/preview/<token>/<page>`
 * answer the public pages as they would be with every draft published, rendered by the same
 * render bundle from the draft view of the content, for anyone holding a live link (the console
 * makes one for its signed-in user). Never cached: not in the content cache (its own renderer
 * keeps nothing), not in the early answers (these routes do not replay or record), not by a
 * browser or proxy (`private, no-store`); and `noindex`.
 */
export function registerPreviewPages(app: FastifyInstance, context: ServerContext): void {
  const { config, db } = context;
  const drafts = siteContent(db, passThroughCache(), draftReader(db));
  const renderer = createRenderer(config, drafts, passThroughCache());

  const closed = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(CLOSED);

  const sendPreview = async (request: PreviewRequest, reply: FastifyReply) => {
    const { token } = request.params;
    const nonce = previewNonce();
    void reply.headers(PREVIEW_HEADERS);
    reply.header(
      'content-security-policy',
      previewCsp(headerText(reply.getHeader('content-security-policy')), nonce),
    );
    const expiresAt = await livePreviewExpiry(db, token);
    if (!expiresAt) return closed(reply);
    const prefix = `/preview/${encodeURIComponent(token)}`;
    const mark = request.url.indexOf('?');
    const query = mark === -1 ? '' : request.url.slice(mark);
    const page = await renderer.renderPage(`/${request.params['*'] ?? ''}${query}`, {
      origin: originOf(request),
    });
    if (!page) return closed(reply);
    if (page.kind === 'redirect') {
      const inside = page.location.startsWith('/') && !page.location.startsWith('//');
      return reply.redirect(inside ? `${prefix}${page.location}` : page.location, page.status);
    }
    reply.type('text/html; charset=utf-8');
    if (page.kind === 'other') return reply.status(page.status).send(page.body);
    return reply
      .status(page.status)
      .send(previewHtml(page.page.body.toString('utf8'), { prefix, expiresAt, nonce }));
  };

  app.get('/preview/:token', async (request: PreviewRequest, reply) => {
    void reply.headers(PREVIEW_HEADERS);
    return reply.redirect(`/preview/${encodeURIComponent(request.params.token)}/`);
  });
  app.get('/preview/:token/*', sendPreview);
}

const headerText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
