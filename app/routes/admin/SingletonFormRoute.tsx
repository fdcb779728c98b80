import { useMemo } from 'react';
import type { SingletonEntry } from '@/src/console/contentScreens';
import { singletonEntry } from '@/src/console/navigation';
import { singletonCalls } from '@/app/admin/contentCalls';
import { draftCalls } from '@/app/admin/draftCalls';
import { ContentFormScreen } from '@/app/admin/ContentFormScreen';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { useContentForm } from '@/app/admin/useContentForm';
import { NotFoundRoute } from '../NotFoundRoute';

function SingletonFormScreen({ entry }: { entry: SingletonEntry }) {
  const calls = useMemo(() => singletonCalls(entry.definition), [entry]);
  const drafts = useMemo(() => draftCalls(entry.definition, calls.save), [entry, calls]);
  const { savedMessage } = entry.screens;
  const form = useContentForm({
    // A first save of home creates it ("Added"); later saves say the section's own message.
    input: { singleton: true, successMessages: savedMessage ? { update: savedMessage } : {} },
    load: calls.getAll,
    ...drafts,
  });
  return <ContentFormScreen entry={entry} mode={form.mode} form={form} />;
}

/** /home, /course, /launch, /business-online: the one record of a section, from its declaration. */
export function Component() {
  const entry = singletonEntry(useConsoleScreen()?.content);
  if (!entry) return <NotFoundRoute />;
  return <SingletonFormScreen key={entry.definition.key} entry={entry} />;
}
