import type { FastifyInstance } from 'fastify';
import { contentDefinitions } from '@/sdk/content';
import { DraftMessages, ProposeDelete } from '@/sdk/content/drafts';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { contentStore } from '../contentStore';
import { draftGuards } from '../publishing';
import { toRecord } from '../records';
import { draftSummary } from './draftRecords';
import { markProposal } from './draftStore';
import { labelOf } from './publishDrafts';

/**
 * `POST /api/drafts/proposeDelete` (issue 47, docs/drafts.md "Proposals"): an editor under review
 * proposes to delete a published collection item. The item's draft is marked as a delete and
 * waits for review at once (the proposal is the whole change); the site is unchanged until an
 * admin publishes it (`/api/drafts/publish`: the item goes to the trash) or sends it back. Anyone
 * with the content role may propose; the live delete stays behind the review rule.
 */
export function registerDeleteProposals(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  app.post('/api/drafts/proposeDelete', draftGuards(db), async (request) => {
    const { key, id, note = '' } = parseInput(ProposeDelete, readJson(request));
    const definition = contentDefinitions[key];
    if (definition.kind !== 'collection') {
      throw badRequest(DraftMessages.notDeletable, [
        { path: ['key'], message: DraftMessages.notDeletable },
      ]);
    }
    const user = actorOf(request);
    const actor = { id: user.id, username: user.username };
    const marked = await db.transaction(async (tx) => {
      // Locked: a delete or publish meanwhile waits, and an item not on the site has no delete.
      const row = await contentStore(definition).findRow(tx, id, true);
      if (!row) return null;
      const published = toRecord(row);
      const draft = await markProposal(tx, key, id, { proposesDelete: true }, { note, actor });
      return { draft, published };
    });
    if (!marked) throw notFound(definition.messages.notFound);
    const record = labelOf(key, marked.published);
    await recordAudit(db, {
      kind: 'content',
      action: `${key}.propose-delete`,
      target: id,
      summary: `proposed to delete ${record}`,
    });
    context.reviewNotifier.waiting(
      { record: `${record} (delete)`, by: user.username, note },
      request.log,
    );
    return ok(DraftMessages.deleteProposed, draftSummary(marked.draft, marked.published));
  });
}
