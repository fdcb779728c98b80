import { useMemo } from 'react';
import type { SingletonEntry } from '@/src/console/contentScreens';
import { singletonEntry } from '@/src/console/navigation';
import { singletonCalls } from '@/app/console/contentCalls';
import { draftCalls } from '@/app/console/draftCalls';
import { ContentFormScreen } from '@/app/console/ContentFormScreen';
import { useConsoleScreen } from '@/app/console/useConsoleScreen';
import { useContentForm } from '@/app/console/useContentForm';
import { NotFoundPage } from '../../site/pages/NotFoundPage';

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
  if (!entry) return <NotFoundPage />;
  return <SingletonFormScreen key={entry.definition.key} entry={entry} />;
}
