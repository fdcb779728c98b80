import type { FastifyInstance } from 'fastify';
import { contentDefinitions } from '@/sdk/content';
import { PreviewRender, PreviewRenderMessages } from '@/sdk/schemas/previewRender';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import {
  PREVIEW_HEADERS,
  previewHtml,
  previewNonce,
  withoutScripts,
} from '../../render/previewHtml';
import { createRenderer, originOf } from '../../render/renderer';
import { passThroughCache, siteContent } from '../../render/siteContent';
import { draftReader } from '../drafts/draftView';
import { draftGuards } from '../publishing';
import { livePreviewExpiry } from './previewLinks';
import { overrideFields, overrideReader } from './previewOverride';

/**
 * `POST /api/preview/render` (issue 47, docs/drafts.md "The preview follows typing"): the page of
 * a live preview link with the form's unsaved values over one record, as HTML for the console's
 * frame. Asked by a signed-in user with the content role holding a live link of the site; the
 * values are checked by the declaration's update schema, as a save would check them. Nothing is
 * stored and nothing cached: a renderer of its own over the draft view, a cache that keeps
 * nothing, `private, no-store` and `noindex` on the answer. The page's scripts are left out: the
 * console shows the HTML in a sandboxed frame that runs none.
 */
export function registerPreviewRender(app: FastifyInstance, { config, db }: ServerContext) {
  const drafts = draftReader(db);
  app.post('/api/preview/render', draftGuards(db), async (request, reply) => {
    void reply.headers(PREVIEW_HEADERS);
    const input = parseInput(PreviewRender, readJson(request));
    const expiresAt = await livePreviewExpiry(db, input.token);
    if (!expiresAt) throw notFound(PreviewRenderMessages.notLive);
    const definition = contentDefinitions[input.key];
    const fields = overrideFields(definition, input.id, input.values);
    if (input.id !== undefined && (await drafts(definition, { id: input.id })).length === 0) {
      throw notFound(PreviewRenderMessages.unknownRecord);
    }
    const reader = overrideReader(drafts, { key: input.key, id: input.id ?? null, fields });
    const renderer = createRenderer(
      config,
      siteContent(db, passThroughCache(), reader),
      passThroughCache(),
    );
    const page = await renderer.renderPage(input.page, { origin: originOf(request) });
    if (page?.kind !== 'page') throw notFound(PreviewRenderMessages.noPage);
    const html = previewHtml(withoutScripts(page.page.body.toString('utf8')), {
      prefix: `/preview/${encodeURIComponent(input.token)}`,
      expiresAt,
      nonce: previewNonce(),
    });
    return ok(PreviewRenderMessages.rendered, { html });
  });
}
