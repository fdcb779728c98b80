import { useMemo } from 'react';
import type { SingletonEntry } from '@/src/console/contentScreens';
import { singletonEntry } from '@/src/console/navigation';
import { singletonCalls } from '@/app/admin/contentCalls';
import { ContentFormScreen } from '@/app/admin/ContentFormScreen';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { useContentForm } from '@/app/admin/useContentForm';
import { NotFoundRoute } from '../NotFoundRoute';

function SingletonFormScreen({ entry }: { entry: SingletonEntry }) {
  const calls = useMemo(() => singletonCalls(entry.definition), [entry]);
  const form = useContentForm({ input: { singleton: true }, load: calls.getAll, save: calls.save });
  return <ContentFormScreen entry={entry} mode={form.mode} form={form} />;
}

/** /home, /course, /launch, /business-online: the one record of a section, from its declaration. */
export function Component() {
  const entry = singletonEntry(useConsoleScreen()?.content);
  if (!entry) return <NotFoundRoute />;
  return <SingletonFormScreen key={entry.definition.key} entry={entry} />;
}
