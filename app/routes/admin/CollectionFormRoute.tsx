import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { CollectionEntry } from '@/src/console/contentScreens';
import { ContentForm } from '@/src/console/ContentForm';
import { collectionEntry } from '@/src/console/navigation';
import { collectionCalls, storedImageUrls } from '@/app/admin/contentCalls';
import { FormScreen } from '@/app/admin/FormScreen';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { useContentForm } from '@/app/admin/useContentForm';
import { NotFoundRoute } from '../NotFoundRoute';

function CollectionFormScreen({ entry, id }: { entry: CollectionEntry; id: string | undefined }) {
  const calls = useMemo(() => collectionCalls(entry.definition), [entry]);
  const form = useContentForm({
    input: { id, redirectTo: entry.definition.screens.list },
    load: calls.getOne,
    save: calls.save,
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <ContentForm
        key={form.version}
        entry={entry}
        mode={id ? 'update' : 'create'}
        initialValues={form.current}
        imageUrls={storedImageUrls(entry, form.current)}
        fieldErrors={form.fieldErrors}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        onFieldEdit={form.edit}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}

/** A collection's create form and its update form (`.../:id`) share one screen. */
export function Component() {
  const entry = collectionEntry(useConsoleScreen()?.content);
  const { id } = useParams();
  if (!entry) return <NotFoundRoute />;
  // A new id (or none) is a new form: remount so the machine starts in the right mode.
  return (
    <CollectionFormScreen key={`${entry.definition.key}:${id ?? 'new'}`} entry={entry} id={id} />
  );
}
