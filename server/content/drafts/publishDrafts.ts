import { contentDefinitions } from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import { DraftMessages, ORDER_DRAFT_ID, OrderProposal } from '@/sdk/content/drafts';
import type { Published } from '@/sdk/content/drafts';
import { ReleaseMessages } from '@/sdk/content/releases';
import type { ReleaseAction } from '@/sdk/content/releases';
import type { AuditActor } from '../../audit/auditLog';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { contentStore } from '../contentStore';
import { leavePendingReleases } from '../history/trash';
import { itemName } from '../itemName';
import { placeInOrder } from '../order';
import { tellListeners } from '../repository';
import type { ContentWriteListener } from '../repository';
import { deleteDraft, findDraft } from './draftStore';

/** One thing to publish: a record's draft, or a collection item taken off the site. */
export interface PublishItem {
  key: ContentKey;
  id: string;
  action: ReleaseAction;
}

export interface PublishContext {
  actor: AuditActor;
  /** The release they belong to (its id and name), when one publishes them. */
  release?: { id: string; name: string };
}

/** Why a publish could not happen: nothing of it was written (the transaction rolled back). */
export class PublishProblem extends Error {
  override readonly name = 'PublishProblem';
}

/** A record as the audit log and the review e-mails name it ("home", 'testimonials “Ravi”'). */
export const labelOf = (key: string, record: Record<string, unknown> | null) => {
  const name = record ? itemName(record) : undefined;
  return name ? `${key} “${name}”` : key;
};

/** Publishes one item in the caller's transaction: the version, the audit entry. */
async function publishOne(tx: Db, item: PublishItem, context: PublishContext): Promise<Published> {
  const definition = contentDefinitions[item.key];
  const store = contentStore(definition);
  const version = {
    actor: context.actor,
    ...(context.release ? { releaseId: context.release.id } : {}),
  };
  let result: { record: Record<string, unknown>; versionId: string | null };
  let action: ReleaseAction | 'delete' | 'reorder' = item.action;
  if (item.id === ORDER_DRAFT_ID && item.action === 'publish') {
    // Issue 47: a proposed order, published: the items in that order (no version: the place is
    // no field of a record), or nothing when an item came or went since it was proposed.
    const draft = await deleteDraft(tx, item.key, item.id, {
      except: context.release?.id,
      actor: context.actor,
    });
    const proposal = OrderProposal.safeParse(draft?.changes);
    if (!proposal.success)
      throw new PublishProblem(ReleaseMessages.missingDraft(labelOf(item.key, null)));
    const ids = proposal.data.proposed.map((entry) => entry.id);
    if (!store.position || !(await placeInOrder(tx, store, ids)))
      throw new PublishProblem(DraftMessages.orderOutdated);
    result = { record: { order: ids }, versionId: null };
    action = 'reorder';
  } else if (item.action === 'unpublish') {
    if (definition.kind !== 'collection')
      throw new PublishProblem(ReleaseMessages.sectionUnpublish);
    const change = await store.update(tx, item.id, { isActive: false }, version);
    if (!change) throw new PublishProblem(ReleaseMessages.missingRecord(labelOf(item.key, null)));
    result = { record: change.after, versionId: change.versionId };
  } else if ((await findDraft(tx, item.key, item.id))?.proposesDelete) {
    // Issue 47: a proposed delete, published: into the trash as the spec's delete does it.
    const removed = await store.remove(tx, item.id, version);
    if (!removed) throw new PublishProblem(ReleaseMessages.missingRecord(labelOf(item.key, null)));
    result = { record: removed.item, versionId: removed.versionId };
    action = 'delete';
  } else {
    const draft = await deleteDraft(tx, item.key, item.id, {
      except: context.release?.id,
      actor: context.actor,
    });
    if (!draft) throw new PublishProblem(ReleaseMessages.missingDraft(labelOf(item.key, null)));
    const stored = await store.findRow(tx, item.id, true);
    if (stored) {
      const change = await store.update(tx, item.id, draft.changes, version);
      if (!change) throw new PublishProblem(DraftMessages.noDraft);
      result = { record: change.after, versionId: change.versionId };
    } else if (draft.isNew) {
      const created = await store.insert(tx, draft.changes, item.id, version);
      result = { record: created.item, versionId: created.versionId };
    } else {
      throw new PublishProblem(ReleaseMessages.missingRecord(labelOf(item.key, draft.changes)));
    }
  }
  // Alone or in this release, it has been published: no other pending release publishes it.
  await leavePendingReleases(tx, item.key, item.id, context.release?.id);
  const where = context.release ? ` in release “${context.release.name}”` : '';
  const verb = {
    unpublish: 'unpublished',
    publish: 'published',
    delete: 'deleted',
    reorder: 'reordered',
  }[action];
  await recordAudit(tx, {
    kind: 'content',
    action: `${item.key}.${action}`,
    target: item.id,
    summary: `${verb} ${labelOf(item.key, result.record)}${where}`,
    actor: context.actor,
    versionId: result.versionId,
  });
  return {
    key: item.key,
    id: item.id,
    record: { ...result.record, _id: item.id },
    versionId: result.versionId ?? '',
  };
}

/** Publishes items in the caller's transaction, in order; throws PublishProblem to roll back. */
export async function publishItems(
  tx: Db,
  items: readonly PublishItem[],
  context: PublishContext,
): Promise<Published[]> {
  const published: Published[] = [];
  for (const item of items) published.push(await publishOne(tx, item, context));
  return published;
}

/**
 * Publishes items in one transaction (one content version: every instance switches at once),
 * then tells the listeners once: the cache starts a new version, other instances hear one
 * notice. Their audit entries were written in the transaction. A problem is a 409 and nothing
 * was published.
 */
export async function publishNow(
  db: Db,
  listeners: readonly ContentWriteListener[],
  items: readonly PublishItem[],
  context: PublishContext,
): Promise<Published[]> {
  if (items.length === 0) throw badRequest(ReleaseMessages.empty);
  let published: Published[];
  try {
    published = await db.transaction((tx) => publishItems(tx, items, context));
  } catch (error) {
    if (error instanceof PublishProblem) throw conflict(error.message);
    throw error;
  }
  const first = published[0]!;
  await tellListeners(listeners, {
    key: context.release ? 'release' : first.key,
    action: 'publish',
    id: context.release ? context.release.id : first.id,
    audited: true,
  });
  return published;
}
