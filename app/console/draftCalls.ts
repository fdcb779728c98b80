import { ApiError, sdk } from '@/sdk';
import type { DraftFields } from '@/sdk';
import type { ContentDefinition, ContentKey, ImagesOf } from '@/sdk/content';
import type { DraftDetail } from '@/sdk/content/drafts';
import type { DraftActionRequest, SaveRequest } from '@/src/machines/contentForm';

// The draft calls of the console's content forms (issue 37, docs/drafts.md), for any
// declaration: what Save draft, Ask for review and Publish send is decided here once.

type SpecSave = (request: SaveRequest) => Promise<unknown>;

/** A save equal to the published record keeps no draft: there is nothing to publish or review. */
const nothingDiffers = (draft: DraftDetail) => !draft.isNew && draft.changedFields.length === 0;

/** The draft calls of one declaration: its record's draft, saves by intent, the banner's actions. */
export function draftCalls(definition: ContentDefinition, specSave: SpecSave) {
  const key = definition.key as ContentKey;
  return {
    /** The record's draft, or null when it has none (the server's 404). */
    loadDraft: async (id: string): Promise<DraftDetail | null> => {
      try {
        return await sdk.drafts.get(key, id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /**
     * Publish without a draft is the spec's create or update, exactly as before; everything
     * else goes through the record's draft, so publishing also clears it.
     */
    save: async (request: SaveRequest): Promise<unknown> => {
      const { intent, hasDraft, id, values, files, onUploadProgress } = request;
      if (intent === 'publish' && !hasDraft) return specSave(request);
      const fields = (id ? { ...values, [definition.idField]: id } : values) as DraftFields<
        typeof key
      >;
      const images = files as ImagesOf<ContentDefinition>;
      const { draft } = await sdk.drafts.save(key, fields, images, onUploadProgress);
      if (intent === 'draft' || nothingDiffers(draft)) {
        return intent === 'publish' ? draft.published : draft;
      }
      if (intent === 'review') {
        const summary = await sdk.drafts.requestReview({ key, id: draft.id });
        return { ...draft, ...summary };
      }
      return (await sdk.drafts.publish({ key, id: draft.id })).record;
    },
    /** The draft banner: discard the saved draft, or send it back with a note. */
    draftAction: async ({ action, id, note }: DraftActionRequest): Promise<unknown> => {
      if (action === 'discard') return sdk.drafts.discard({ key, id });
      return sdk.drafts.sendBack({ key, id, note: note ?? '' });
    },
  };
}
