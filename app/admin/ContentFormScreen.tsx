import type { ContentEntry } from '@/src/console/contentScreens';
import { ContentForm } from '@/src/console/ContentForm';
import { storedImageUrls } from './contentCalls';
import { FormScreen } from './FormScreen';
import type { useContentForm } from './useContentForm';

export interface ContentFormScreenProps {
  entry: ContentEntry;
  mode: 'create' | 'update';
  /** The wired machine of the screen (useContentForm). */
  form: ReturnType<typeof useContentForm>;
}

/** A content form screen: loading or its failure, then the declaration's form wired to the machine. */
export function ContentFormScreen({ entry, mode, form }: ContentFormScreenProps) {
  return (
    <FormScreen
      loading={form.loading}
      loadError={form.loadError}
      requestId={form.loadRequestId}
      onRetry={form.retry}
    >
      {form.unsavedPrompt}
      <ContentForm
        key={form.version}
        entry={entry}
        mode={mode}
        initialValues={form.current}
        imageUrls={storedImageUrls(entry, form.current)}
        fieldErrors={form.fieldErrors}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        onFieldEdit={form.edit}
        submitting={form.submitting}
        uploaded={form.uploaded}
        onDirtyChange={form.setDirty}
      />
    </FormScreen>
  );
}
