import { DraftMessages } from '@/sdk/content/drafts';
import type { DraftDetail, DraftSummary } from '@/sdk/content/drafts';
import type { ContentFormContext, SaveIntent } from './contentForm';
import { isRecord, pickRecord, savedState } from './contentFormState';

// Pure context changes of contentFormMachine for drafts (issue 37, docs/drafts.md): what the form
// holds after its draft was loaded, saved, published, discarded or sent back.

const isDraftDetail = (value: unknown): value is DraftDetail =>
  isRecord(value) && typeof value.id === 'string' && isRecord(value.draft);

/** The record id a draft save answered (a new item's first draft gets one). */
export const draftIdOf = (output: unknown): string | undefined =>
  isDraftDetail(output) ? output.id : undefined;

/** A draft without its records: what the banner and the buttons read. */
function summaryOf(detail: DraftDetail): DraftSummary {
  const { draft: _draft, published: _published, ...summary } = detail;
  return summary;
}

/**
 * After the draft load: the form starts from the draft (the published record with the draft's
 * changes over it) when there is one, else from the published record.
 */
export function draftLoadedState(output: unknown): Partial<ContentFormContext> {
  if (!isDraftDetail(output)) return { draft: null };
  return { draft: summaryOf(output), current: output.draft, id: output.id, mode: 'update' };
}

/** An update form whose record is neither on the site nor a new draft has nothing to edit. */
export const isGone = (context: ContentFormContext): boolean =>
  !context.singleton && context.id !== undefined && !context.published && !context.draft;

/**
 * After a draft save: the form starts over from the draft (a new item now has its id). A save
 * equal to the published record keeps no draft (the server said `changedFields: []`).
 */
export function draftSavedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  if (!isDraftDetail(output)) return { errors: {} };
  const kept = output.isNew || output.changedFields.length > 0;
  return {
    errors: {},
    id: output.id,
    mode: 'update',
    current: output.draft,
    published: output.published,
    draft: kept ? summaryOf(output) : null,
    saves: context.saves + 1,
  };
}

/** The toast of a draft save: saved, sent for review, or "nothing differs". */
export function draftSavedMessage(intent: SaveIntent, output: unknown): string {
  if (isDraftDetail(output) && !output.isNew && output.changedFields.length === 0)
    return DraftMessages.noChanges;
  return intent === 'review' ? DraftMessages.reviewRequested : DraftMessages.saved;
}

/** After a publish (the spec's save, or the draft's): on the site now, no draft left. */
export function publishedState(
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> {
  return { ...savedState(context, output), published: pickRecord(output, undefined), draft: null };
}

/** After a discard: back to the published record (a new item is gone altogether). */
export const discardedState = (context: ContentFormContext): Partial<ContentFormContext> => ({
  errors: {},
  draft: null,
  current: context.published,
  saves: context.saves + 1,
});

/** After the draft was sent back: the same values, the review state and the note changed. */
export const sentBackState = (
  context: ContentFormContext,
  output: unknown,
): Partial<ContentFormContext> =>
  isRecord(output) && context.draft
    ? { draft: { ...context.draft, review: output.review as DraftSummary['review'] } }
    : {};
