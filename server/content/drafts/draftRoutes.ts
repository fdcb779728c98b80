import type { FastifyInstance } from 'fastify';
import { contentDefinitionList, contentDefinitions } from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { ContentRef } from '@/sdk/content/contentRef';
import {
  DraftMessages,
  DraftQuery,
  ORDER_DRAFT_ID,
  ReviewRequest,
  ReviewSendBack,
  draftPath,
} from '@/sdk/content/drafts';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { readForm, readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { requireRecordRule } from '../recordRule';
import { requireUniqueFields } from '../uniqueFields';
import { withUploadedImages } from '../../media/uploadedImages';
import { leavePendingReleases } from '../history/trash';
import { picturePaths, pictures } from '../pictures';
import { draftGuards, publishGuards, reviewGuards } from '../publishing';
import { without } from '../records';
import { registerDeleteProposals } from './deleteProposals';
import { registerOrderProposals } from './orderProposals';
import { draftSummary, label, named, proposalOf } from './draftRecords';
import { withHoldingRelease, withHoldingReleases } from './draftReleases';
import { deleteDraft, findDraft, listDrafts, setReview } from './draftStore';
import { draftOf, publishedOfDrafts, saveDraft } from './drafts';
import { publishNow } from './publishDrafts';

/** `<api>/draft`: the declaration's update body (a collection's create body for a new item). */
function registerDraftSave(
  app: FastifyInstance,
  context: ServerContext,
  definition: ContentDefinition,
) {
  const { db, media } = context;
  const { idField, imageNames } = definition;
  const { release } = pictures(db, media);
  app.post(draftPath(definition), draftGuards(db), async (request) => {
    const form = await readForm(request, imageNames);
    const isNew = definition.kind === 'collection' && form.fields[idField] === undefined;
    const schema =
      isNew && definition.kind === 'collection' ? definition.create : definition.update;
    const parsed = parseInput(schema, form.fields) as Record<string, unknown>;
    const fields = without(parsed, [idField, ...imageNames]);
    // A draft that could never be published (another page's address) is refused now, not later.
    await requireUniqueFields(db, definition, fields, isNew ? '' : String(parsed[idField]));
    // A draft of an item's changed fields only is checked when it is published (contentStore).
    requireRecordRule(definition, fields);
    const saved = await withUploadedImages(
      media,
      form.files,
      imageNames,
      async (newPaths) => {
        const result = await saveDraft(db, definition, {
          id: isNew ? null : String(parsed[idField]),
          fields,
          newPaths: newPaths as Record<string, string>,
          actor: { id: actorOf(request).id, username: actorOf(request).username },
        });
        return { result, obsolete: result.released };
      },
      release,
    );
    const { detail, held } = saved;
    const msg =
      held.length > 0
        ? DraftMessages.savedOffSchedule
        : detail.changedFields.length === 0
          ? DraftMessages.noChanges
          : DraftMessages.saved;
    return ok(msg, detail);
  });
}

/**
 * The draft endpoints (issue 37, docs/drafts.md): a save per declaration, and by key and id the
 * list of records with unpublished changes, one draft with both records, publish, discard, and
 * review. Publishing needs the right to publish (publishing.ts); the rest, the content role.
 */
export function registerDrafts(app: FastifyInstance, context: ServerContext): void {
  const { db, media, contentWriteListeners } = context;
  const { release } = pictures(db, media);
  for (const definition of contentDefinitionList) registerDraftSave(app, context, definition);
  registerDeleteProposals(app, context);
  registerOrderProposals(app, context);
  // Review e-mails (issue 47), when SMTP_HOST is set: sent after the answer, never failing it.
  const notifier = context.reviewNotifier;

  const actor = (request: Parameters<typeof actorOf>[0]) => {
    const user = actorOf(request);
    return { id: user.id, username: user.username };
  };

  app.post('/api/drafts/getall', draftGuards(db), async (request) => {
    const query = parseInput(DraftQuery, readJson(request));
    const rows = await listDrafts(db, query);
    const published = await publishedOfDrafts(db, rows);
    const summaries = rows.map((row) =>
      draftSummary(row, published.get(`${row.contentKey}:${row.recordId}`) ?? null),
    );
    return ok('OK', await withHoldingReleases(db, summaries));
  });

  app.post('/api/drafts/get', draftGuards(db), async (request) => {
    const { key, id } = parseInput(ContentRef, readJson(request));
    return ok('OK', await draftOf(db, contentDefinitions[key], id));
  });

  app.post('/api/drafts/publish', publishGuards(db), async (request) => {
    const { key, id } = parseInput(ContentRef, readJson(request));
    const current = await findDraft(db, key, id);
    if (!current) throw notFound(DraftMessages.noDraft);
    const [published] = await publishNow(
      db,
      contentWriteListeners,
      [{ key, id, action: 'publish' }],
      {
        actor: actor(request),
      },
    );
    // The editor who asked for review learns it is live (not an admin publishing their own).
    const by = actorOf(request).username;
    const author = current.reviewByName;
    if (current.reviewState === 'waiting' && author && author !== by) {
      const record = label(key, published?.record ?? current.changes, proposalOf(current));
      const deletes = current.proposesDelete;
      notifier.published({ record, by, note: '', deletes }, author, request.log);
    }
    const msg = current.proposesDelete
      ? DraftMessages.deletedToTrash
      : id === ORDER_DRAFT_ID
        ? DraftMessages.orderPublished
        : DraftMessages.published;
    return ok(msg, published);
  });

  app.post('/api/drafts/discard', draftGuards(db), async (request) => {
    const { key, id } = parseInput(ContentRef, readJson(request));
    const definition = contentDefinitions[key];
    const discarded = await db.transaction(async (tx) => {
      const row = await deleteDraft(tx, key, id);
      if (row) await leavePendingReleases(tx, key, id);
      return row;
    });
    if (!discarded) throw notFound(DraftMessages.noDraft);
    await recordAudit(db, {
      kind: 'content',
      action: `${key}.discard`,
      target: id,
      summary: `discarded the draft of ${label(key, discarded.changes)}`,
    });
    // A picture uploaded for the draft alone goes now; a published one stays (still named).
    await release(picturePaths(definition.imageNames, discarded.changes));
    return ok(DraftMessages.discarded, { key, id });
  });

  app.post('/api/drafts/review/request', draftGuards(db), async (request) => {
    const { key, id, note } = parseInput(ReviewRequest, readJson(request));
    const row = await setReview(db, key, id, {
      state: 'waiting',
      note: note ?? '',
      actor: actor(request),
    });
    if (!row) throw notFound(DraftMessages.noDraft);
    const published = await publishedOfDrafts(db, [row]);
    const record = named(row, published.get(`${key}:${id}`));
    await recordAudit(db, {
      kind: 'content',
      action: `${key}.review-request`,
      target: id,
      summary: `asked for review of ${record}`,
    });
    const by = actorOf(request).username;
    notifier.waiting({ record, by, note: note ?? '' }, request.log);
    const summary = draftSummary(row, published.get(`${key}:${id}`) ?? null);
    return ok(DraftMessages.reviewRequested, await withHoldingRelease(db, summary));
  });

  app.post('/api/drafts/review/sendBack', reviewGuards(db), async (request) => {
    const { key, id, note } = parseInput(ReviewSendBack, readJson(request));
    const current = await findDraft(db, key, id);
    if (!current) throw notFound(DraftMessages.noDraft);
    if (current.reviewState !== 'waiting') throw conflict(DraftMessages.notWaiting);
    const row = await setReview(db, key, id, { state: 'sent-back', note, actor: actor(request) });
    if (!row) throw notFound(DraftMessages.noDraft);
    const published = await publishedOfDrafts(db, [row]);
    const record = named(row, published.get(`${key}:${id}`));
    await recordAudit(db, {
      kind: 'content',
      action: `${key}.review-send-back`,
      target: id,
      summary: `sent back ${record}: ${note}`,
    });
    const by = actorOf(request).username;
    const author = current.reviewByName;
    if (author && author !== by) notifier.sentBack({ record, by, note }, author, request.log);
    const summary = draftSummary(row, published.get(`${key}:${id}`) ?? null);
    return ok(DraftMessages.sentBack, await withHoldingRelease(db, summary));
  });
}
