import { useMemo } from 'react';
import type { SingletonEntry } from '@/src/console/contentScreens';
import { ContentForm } from '@/src/console/ContentForm';
import { singletonEntry } from '@/src/console/navigation';
import { singletonCalls, storedImageUrls } from '@/app/admin/contentCalls';
import { FormScreen } from '@/app/admin/FormScreen';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { useContentForm } from '@/app/admin/useContentForm';
import { NotFoundRoute } from '../NotFoundRoute';

function SingletonFormScreen({ entry }: { entry: SingletonEntry }) {
  const calls = useMemo(() => singletonCalls(entry.definition), [entry]);
  const form = useContentForm({ input: { singleton: true }, load: calls.getAll, save: calls.save });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <ContentForm
        key={form.version}
        entry={entry}
        mode={form.mode}
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

/** /home, /course, /launch, /business-online: the one record of a section, from its declaration. */
export function Component() {
  const entry = singletonEntry(useConsoleScreen()?.content);
  if (!entry) return <NotFoundRoute />;
  return <SingletonFormScreen key={entry.definition.key} entry={entry} />;
}
