import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { mediaUrl } from '@/sdk';
import type { CollectionEntry } from '@/src/console/contentScreens';
import { ContentTable } from '@/src/console/ContentTable';
import { collectionEntry } from '@/src/console/navigation';
import { collectionCalls } from '@/app/admin/contentCalls';
import { useManagedList } from '@/app/admin/useManagedList';
import { useConsoleScreen } from '@/app/admin/useConsoleScreen';
import { NotFoundRoute } from '../NotFoundRoute';

function CollectionListScreen({ entry }: { entry: CollectionEntry }) {
  const navigate = useNavigate();
  const calls = useMemo(() => collectionCalls(entry.definition), [entry]);
  const list = useManagedList({
    load: calls.getAll,
    setActive: calls.setActive,
    remove: calls.remove,
    reorder: calls.reorder,
  });
  return (
    <ContentTable
      entry={entry}
      items={list.items}
      imageUrl={mediaUrl}
      loading={list.loading}
      loadError={list.loadError}
      onRetry={list.retry}
      pendingIds={list.pendingIds}
      onToggleStatus={(item) => void list.toggle(item)}
      // Inactive items open their update form too (docs/spec-notes.md).
      onEdit={(item) => void navigate(`${entry.definition.screens.update}/${item._id}`)}
      onDelete={(item) => void list.remove(item)}
      onMove={calls.reorder ? (from, to) => void list.move(from, to) : undefined}
    />
  );
}

/** A collection's Manage screen: every item, with status toggle, edit and delete. */
export function Component() {
  const entry = collectionEntry(useConsoleScreen()?.content);
  if (!entry) return <NotFoundRoute />;
  return <CollectionListScreen key={entry.definition.key} entry={entry} />;
}
