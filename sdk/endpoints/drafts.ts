import { z } from 'zod';
import { post } from '../client';
import type { UploadProgress } from '../client';
import { parseInput } from '../errors';
import { toFormData } from '../formData';
import { ContentRef } from '../content/contentRef';
import type { AnyCollection, ImagesOf, ItemOf } from '../content/define';
import {
  DraftDetail,
  DraftQuery,
  DraftSummary,
  ProposeDelete,
  ProposeOrder,
  Published,
  ReviewRequest,
  ReviewSendBack,
  draftPath,
} from '../content/drafts';
import { contentDefinitions } from '../content/registry';
import type { ContentDefinitions, ContentKey } from '../content/registry';
import { apiSuccess } from '../schemas/envelope';

// The draft calls (issue 37, docs/drafts.md): `sdk.drafts.save('clients', fields, images)` keeps
// the form's values as a draft; the rest name a record by its declaration's key and id.

type Definition<K extends ContentKey> = ContentDefinitions[K];
type Item<K extends ContentKey> = ItemOf<Definition<K>>;

/**
 * What a draft save sends: the declaration's update body (its id under the spec's name), or for
 * a new collection item its create body (no id).
 */
export type DraftFields<K extends ContentKey> =
  Definition<K> extends AnyCollection
    ? z.input<Definition<K>['update']> | z.input<Definition<K>['create']>
    : z.input<Definition<K>['update']>;

/** A draft with both records typed by their declaration. */
export type DraftOf<K extends ContentKey> = Omit<DraftDetail, 'draft' | 'published'> & {
  key: K;
  draft: Item<K>;
  published: Item<K> | null;
};

const typed = <K extends ContentKey>(key: K, detail: DraftDetail): DraftOf<K> => {
  const item = contentDefinitions[key].item as z.ZodType;
  return {
    ...detail,
    key,
    draft: item.parse(detail.draft) as Item<K>,
    published: detail.published === null ? null : (item.parse(detail.published) as Item<K>),
  };
};

/**
 * Saves the form as the record's draft (nothing changes on the site). New images are sent as
 * files, as the update sends them; the answer is the draft with both records. A form equal to
 * the published record keeps no draft (`changedFields` is empty).
 */
export async function saveDraft<K extends ContentKey>(
  key: K,
  fields: DraftFields<K>,
  images: ImagesOf<Definition<K>> = {},
  onUploadProgress?: UploadProgress,
): Promise<{ msg: string; draft: DraftOf<K> }> {
  const definition = contentDefinitions[key];
  const isNew =
    definition.kind === 'collection' &&
    (fields as Record<string, unknown>)[definition.idField] === undefined;
  const schema =
    isNew && definition.kind === 'collection'
      ? (definition as AnyCollection).create
      : definition.update;
  const values = parseInput(schema, fields) as Record<string, unknown>;
  const form = toFormData(values, images as Partial<Record<string, Blob | null>>);
  const answer = await post(
    draftPath(definition),
    form,
    apiSuccess(DraftDetail),
    undefined,
    onUploadProgress,
  );
  return { msg: answer.msg, draft: typed(key, answer.data) };
}

/** Which records have unpublished changes: of one declaration, or waiting for review. */
export async function listDrafts(query: DraftQuery = {}): Promise<DraftSummary[]> {
  const body = parseInput(DraftQuery, query);
  return (await post('/api/drafts/getall', body, apiSuccess(z.array(DraftSummary)))).data;
}

/** One record's draft with the published record beside it (404 when it has none). */
export async function getDraft<K extends ContentKey>(key: K, id: string): Promise<DraftOf<K>> {
  const body = parseInput(ContentRef, { key, id });
  return typed(key, (await post('/api/drafts/get', body, apiSuccess(DraftDetail))).data);
}

/** Publishes one record's draft now; answers the record as the site shows it and its version. */
export async function publishDraft(ref: ContentRef): Promise<Published> {
  const body = parseInput(ContentRef, ref);
  return (await post('/api/drafts/publish', body, apiSuccess(Published))).data;
}

/** Throws a record's draft away (the published record stays as it is). */
export async function discardDraft(ref: ContentRef): Promise<void> {
  const body = parseInput(ContentRef, ref);
  await post('/api/drafts/discard', body, apiSuccess(ContentRef));
}

/** Asks an admin to review and publish a draft. */
export async function requestReview(request: ReviewRequest): Promise<DraftSummary> {
  const body = parseInput(ReviewRequest, request);
  return (await post('/api/drafts/review/request', body, apiSuccess(DraftSummary))).data;
}

/**
 * Proposes to delete a published collection item (issue 47): its draft is marked as a delete and
 * waits for review; the item stays on the site until an admin publishes it.
 */
export async function proposeDelete(request: ProposeDelete): Promise<DraftSummary> {
  const body = parseInput(ProposeDelete, request);
  return (await post('/api/drafts/proposeDelete', body, apiSuccess(DraftSummary))).data;
}

/**
 * Proposes a new order of a collection's items (issue 47): every item's id in the new order, kept
 * as the collection's order draft and waiting for review. Answers null when the order is the
 * site's (no proposal is kept, an earlier one is withdrawn).
 */
export async function proposeOrder(request: ProposeOrder): Promise<DraftSummary | null> {
  const body = parseInput(ProposeOrder, request);
  return (await post('/api/drafts/proposeOrder', body, apiSuccess(DraftSummary.nullable()))).data;
}

/** Sends a waiting draft back to its editor with a note (admins). */
export async function sendBack(request: ReviewSendBack): Promise<DraftSummary> {
  const body = parseInput(ReviewSendBack, request);
  return (await post('/api/drafts/review/sendBack', body, apiSuccess(DraftSummary))).data;
}
