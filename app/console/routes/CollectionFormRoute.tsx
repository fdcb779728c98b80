import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { CollectionEntry } from '@/src/console/contentScreens';
import { collectionEntry } from '@/src/console/navigation';
import { collectionCalls } from '@/app/console/contentCalls';
import { draftCalls } from '@/app/console/draftCalls';
import { ContentFormScreen } from '@/app/console/ContentFormScreen';
import { useConsoleScreen } from '@/app/console/useConsoleScreen';
import { useContentForm } from '@/app/console/useContentForm';
import { NotFoundPage } from '../../site/pages/NotFoundPage';

/** A collection's form: a new record (no id), else the one with `id`. */
export function CollectionFormScreen({
  entry,
  id,
  preset,
}: {
  entry: CollectionEntry;
  id: string | undefined;
  /** A new record's starting values (ContentFormScreen's `preset`). */
  preset?: Readonly<Record<string, unknown>>;
}) {
  const calls = useMemo(() => collectionCalls(entry.definition), [entry]);
  const drafts = useMemo(() => draftCalls(entry.definition, calls.save), [entry, calls]);
  const { list, update } = entry.definition.screens;
  const form = useContentForm({
    input: { id, redirectTo: list, updatePath: update },
    load: calls.getOne,
    ...drafts,
  });
  return (
    <ContentFormScreen
      entry={entry}
      mode={id ? 'update' : 'create'}
      form={form}
      {...(preset ? { preset } : {})}
    />
  );
}

/** A collection's create form and its update form (`.../:id`) share one screen. */
export function Component() {
  const entry = collectionEntry(useConsoleScreen()?.content);
  const { id } = useParams();
  if (!entry) return <NotFoundPage />;
  // A new id (or none) is a new form: remount so the machine starts in the right mode.
  return (
    <CollectionFormScreen key={`${entry.definition.key}:${id ?? 'new'}`} entry={entry} id={id} />
  );
}
