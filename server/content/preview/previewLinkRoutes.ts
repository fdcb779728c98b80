import type { FastifyInstance } from 'fastify';
import { PreviewLinkCreate, PreviewLinkRef, PreviewMessages } from '@/sdk/schemas/previewLinks';
import { PublishingMessages, PublishingSettings } from '@/sdk/schemas/publishing';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { draftGuards, editorsNeedReview, reviewGuards, setEditorsNeedReview } from '../publishing';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './previewLinks';

/**
 * Preview links (made and revoked by anyone with the content role: editors share them with
 * reviewers) and the publishing settings (read by the content role, changed by admins).
 */
export function registerPreviewLinks(app: FastifyInstance, { db }: ServerContext) {
  app.post('/api/preview/links/getall', draftGuards(db), async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok('OK', await listPreviewLinks(db));
  });

  app.post('/api/preview/links/create', draftGuards(db), async (request, reply) => {
    const input = parseInput(PreviewLinkCreate, readJson(request));
    const user = actorOf(request);
    const { replaced, ...link } = await createPreviewLink(db, input, {
      id: user.id,
      username: user.username,
    });
    const replacing = replaced > 0 ? ` (revoking the ${replaced} it replaces)` : '';
    await recordAudit(db, {
      kind: 'content',
      action: 'preview.create',
      target: link._id,
      summary: `made a preview link${link.label ? ` for “${link.label}”` : ''} until ${link.expiresAt}${replacing}`,
    });
    // The token is a secret, shown this once.
    reply.header('cache-control', 'no-store');
    return ok(PreviewMessages.created, link);
  });

  app.post('/api/preview/links/revoke', draftGuards(db), async (request) => {
    const { linkId } = parseInput(PreviewLinkRef, readJson(request));
    const link = await revokePreviewLink(db, linkId);
    if (!link) throw notFound(PreviewMessages.notFound);
    await recordAudit(db, {
      kind: 'content',
      action: 'preview.revoke',
      target: linkId,
      summary: `revoked a preview link${link.label ? ` for “${link.label}”` : ''}`,
    });
    return ok(PreviewMessages.revoked, link);
  });

  app.post('/api/publishing/getall', draftGuards(db), async () =>
    ok('OK', { editorsNeedReview: await editorsNeedReview(db) }),
  );

  app.post('/api/publishing/update', reviewGuards(db), async (request) => {
    const { editorsNeedReview: on } = parseInput(PublishingSettings, readJson(request));
    await setEditorsNeedReview(db, on);
    await recordAudit(db, {
      kind: 'content',
      action: 'publishing.review',
      target: 'publishing',
      summary: on ? 'turned "editors need review" on' : 'turned "editors need review" off',
    });
    return ok(PublishingMessages.updated, { editorsNeedReview: on });
  });
}
