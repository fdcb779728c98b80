import type { FastifyInstance } from 'fastify';
import { contentDefinitions } from '@/sdk/content';
import { DraftMessages, ORDER_DRAFT_ID, ProposeOrder } from '@/sdk/content/drafts';
import type { OrderProposal } from '@/sdk/content/drafts';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { contentStore } from '../contentStore';
import { leavePendingReleases } from '../history/trash';
import { currentOrder, sameItems } from '../order';
import { draftGuards } from '../publishing';
import { draftSummary, label } from './draftRecords';
import { deleteDraft, markProposal } from './draftStore';

/**
 * `POST /api/drafts/proposeOrder` (issue 47, docs/drafts.md "Proposals"): an editor under review
 * proposes a new order of a manually ordered collection. The order is no field of an item, so
 * the proposal is the collection's draft under ORDER_DRAFT_ID, holding both orders with the
 * items' names ({ current, proposed }, for the reviewer), and it waits for review at once.
 * Publishing it puts the items in that order (publishDrafts.ts), or answers 409 when an item was
 * added or removed meanwhile. An order equal to the site's withdraws any earlier proposal.
 */
export function registerOrderProposals(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  app.post('/api/drafts/proposeOrder', draftGuards(db), async (request) => {
    const { key, ids, note = '' } = parseInput(ProposeOrder, readJson(request));
    const definition = contentDefinitions[key];
    const store = definition.kind === 'collection' ? contentStore(definition) : null;
    if (!store?.position) {
      throw badRequest(DraftMessages.notOrderable, [
        { path: ['key'], message: DraftMessages.notOrderable },
      ]);
    }
    const user = actorOf(request);
    const actor = { id: user.id, username: user.username };
    const outcome = await db.transaction(async (tx) => {
      // No item comes or goes between reading the list and storing the proposal.
      await store.lockTable(tx);
      const current = await currentOrder(tx, store);
      if (
        !sameItems(
          ids,
          current.map((entry) => entry.id),
        )
      )
        return 'outdated' as const;
      if (ids.every((id, index) => current[index]?.id === id)) {
        // The site's own order: nothing to review; an earlier proposal is withdrawn.
        if (await deleteDraft(tx, key, ORDER_DRAFT_ID, { actor })) {
          await leavePendingReleases(tx, key, ORDER_DRAFT_ID);
        }
        return 'unchanged' as const;
      }
      const names = new Map(current.map((entry) => [entry.id, entry.name]));
      const changes: OrderProposal = {
        current,
        proposed: ids.map((id) => ({ id, name: names.get(id) ?? id })),
      };
      return markProposal(tx, key, ORDER_DRAFT_ID, { changes }, { note, actor });
    });
    if (outcome === 'outdated') throw conflict(DraftMessages.orderOutdated);
    if (outcome === 'unchanged') return ok(DraftMessages.orderUnchanged, null);
    const record = label(key, null, 'order');
    await recordAudit(db, {
      kind: 'content',
      action: `${key}.propose-order`,
      target: ORDER_DRAFT_ID,
      summary: `proposed a new order of ${key}`,
    });
    context.reviewNotifier.waiting({ record, by: user.username, note }, request.log);
    return ok(DraftMessages.orderProposed, draftSummary(outcome, null));
  });
}
