import { useState } from 'react';
import type { ContentKey } from '@/sdk/content';
import type { ContentEntry } from '@/src/console/contentScreens';
import { ContentForm, contentFormModel, fieldLabels } from '@/src/console/ContentForm';
import type { AdminFormAction } from '@/src/console/AdminForm';
import { ContentPreview } from '@/src/console/ContentPreview';
import { ContentWorkspace } from '@/src/console/ContentWorkspace';
import { DraftBanner } from '@/src/console/DraftBanner';
import { BlockImageStoreContext } from '@/src/console/PageBuilder';
import { PreviewShareDialog } from '@/src/console/PreviewShareDialog';
import { apiBlockImageStore } from './blockImageStore';
import { storedImageUrls } from './contentCalls';
import { FormScreen } from './FormScreen';
import { historyPath, releasesPath } from './publishingPaths';
import type { useContentForm } from './useContentForm';
import { useLivePreview } from './useLivePreview';
import { useMenuPages } from './useMenuPages';
import { usePageFaqs } from './usePageFaqs';
import { usePreviewPanel } from './usePreviewPanel';
import { usePreviewShare } from './usePreviewShare';
import { usePublishRights } from './usePublishRights';
import type { PublishRights } from './usePublishRights';

export interface ContentFormScreenProps {
  entry: ContentEntry;
  mode: 'create' | 'update';
  /** The wired machine of the screen (useContentForm). */
  form: ReturnType<typeof useContentForm>;
  /** A new record's starting values, where not the fields' own (`/`'s layout: its sections). */
  preset?: Readonly<Record<string, unknown>>;
}

type Form = ContentFormScreenProps['form'];

/**
 * The form's buttons (issue 37, docs/spec-notes.md): Save draft first (Enter saves a draft, never
 * publishes), then the spec's Save or Update, which still publish at once; "Publish" once the
 * record has a draft (the draft with what is typed: the screen's one publish, issue 47); "Ask
 * for review" for an editor while review is on.
 */
function formActions(
  entry: ContentEntry,
  mode: 'create' | 'update',
  form: Form,
  rights: PublishRights,
) {
  const stored = form.id !== undefined;
  // A section never stored (home before its first save) has no record to keep a draft of.
  const drafts = entry.definition.kind === 'collection' || stored;
  const specLabel = contentFormModel(entry, mode).submitLabel;
  const primary: AdminFormAction = rights.mayPublish
    ? { intent: 'publish', label: form.draft ? 'Publish' : specLabel, primary: true }
    : { intent: 'review', label: 'Ask for review', primary: true };
  return drafts ? [{ intent: 'draft', label: 'Save draft' }, primary] : undefined;
}

/**
 * A content form screen: loading or its failure, then the declaration's form wired to the
 * machine, with the record's draft banner, the preview beside it, sharing and history.
 */
export function ContentFormScreen({ entry, mode, form, preset }: ContentFormScreenProps) {
  const rights = usePublishRights();
  // The form's values as typed; the preview follows them while they are unsaved (issue 47).
  const [typed, setTyped] = useState<Readonly<Record<string, string>> | null>(null);
  const linkPage = entry.screens.previewPage ?? '/';
  // A campaign page is previewed at its address as typed (issue 44).
  const page = (typed && entry.screens.previewPageOf?.(typed)) ?? linkPage;
  const preview = usePreviewPanel(linkPage, page);
  const kinds = Object.values(entry.screens.fields).map((f) => f.kind);
  const faqs = usePageFaqs(kinds.includes('blocks'));
  const menuPages = useMenuPages(kinds.includes('menu'));
  const live = useLivePreview({
    token: preview.token,
    page,
    // Every entry's declaration is one of the registry's (sdk/content/registry.ts).
    contentKey: entry.definition.key as ContentKey,
    id: form.id,
    values: form.dirty ? typed : null,
  });
  const share = usePreviewShare(page);
  const [sharing, setSharing] = useState(false);
  const busy = form.submitting || form.acting !== null;
  const labels = fieldLabels(contentFormModel(entry, mode));
  return (
    <FormScreen
      loading={form.loading}
      loadError={form.loadError}
      requestId={form.loadRequestId}
      onRetry={form.retry}
    >
      {form.unsavedPrompt}
      <ContentWorkspace
        banner={
          form.draft ? (
            <DraftBanner
              draft={form.draft}
              fieldLabels={labels}
              mayPublish={rights.mayPublish}
              mayReview={rights.mayReview}
              busy={busy}
              onDiscard={form.discardDraft}
              onSendBack={form.sendBack}
              releasesPath={releasesPath}
            />
          ) : null
        }
        previewOpen={preview.open}
        onPreviewOpenChange={preview.setOpen}
        preview={
          <ContentPreview
            src={preview.src}
            title={`Preview of ${page === '/' ? 'the landing page' : page} with the drafts`}
            width={preview.width}
            onWidthChange={preview.setWidth}
            reloadKey={form.version}
            error={preview.error}
            onRetry={preview.retry}
            live={live}
          />
        }
        onShare={() => {
          share.reset();
          setSharing(true);
        }}
        historyPath={form.id ? historyPath(entry.definition.key, form.id) : undefined}
      >
        {/* A page block's own picture is stored as it is chosen (the image and text block). */}
        <BlockImageStoreContext.Provider value={apiBlockImageStore}>
          <ContentForm
            key={form.version}
            entry={entry}
            mode={mode}
            initialValues={form.current ?? preset}
            imageUrls={storedImageUrls(entry, form.current)}
            fieldErrors={form.fieldErrors}
            onSubmit={form.submit}
            onInvalid={form.toastInvalid}
            onFieldEdit={form.edit}
            submitting={busy}
            submittingIntent={form.savingIntent}
            uploaded={form.uploaded}
            onDirtyChange={form.setDirty}
            onValuesChange={setTyped}
            actions={formActions(entry, mode, form, rights)}
            faqs={faqs}
            menuPages={menuPages}
          />
        </BlockImageStoreContext.Provider>
      </ContentWorkspace>
      <PreviewShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        managePath="/preview-links"
        onCreate={share.create}
        created={share.created}
        busy={share.busy}
        error={share.error}
      />
    </FormScreen>
  );
}
