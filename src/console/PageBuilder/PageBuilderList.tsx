import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import type { KeyboardEventHandler } from 'react';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { PageBuilderItem } from './PageBuilderItem';
import type { PageBuilderItemActions } from './PageBuilderItem';

/** A row of the list, as the builder has read it from the block. */
export interface PageBuilderRow {
  id: string;
  type: string;
  summary: string;
  name: string;
  hidden: boolean;
  hasProblems: boolean;
  /** Stays where it is, shown and single: the home page's banner (sdk/content/homeLayout.ts). */
  fixed: boolean;
}

export interface PageBuilderListProps extends PageBuilderItemActions {
  rows: readonly PageBuilderRow[];
  selectedId: string | null;
  /** Whether a block is ticked for "Copy N blocks". */
  isChecked: (id: string) => boolean;
  disabled: boolean;
  /** A drop: move `from` to where `to` was. */
  onMoveTo: (from: string, to: string) => void;
  /** No row may be duplicated: the home page holds each section once. */
  noDuplicates?: boolean;
  /** The list's keys, from any of its controls (Ctrl/Cmd+A, Escape): the builder reads them. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

/**
 * The page's blocks in order, sortable by drag or keyboard (@dnd-kit, as the content tables'
 * rows: src/console/DataTable/DataTableSortable.tsx), each step announced with the block's name
 * and place. The Up and Down buttons are the other way, announced by the builder.
 */
export function PageBuilderList({
  rows,
  selectedId,
  isChecked,
  disabled,
  onMoveTo,
  noDuplicates = false,
  onKeyDown,
  ...actions
}: PageBuilderListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const nameOf = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.name ?? String(id);
  const place = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at ${place(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${place(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // Nothing is dropped above a fixed row: the banner stays first.
    const fixed = rows.some((row) => row.fixed && row.id === over?.id);
    if (over && active.id !== over.id && !fixed) onMoveTo(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {/* Keys pressed on the rows' boxes and buttons bubble here; the list is no control itself. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ol className="page-builder__list" aria-label="Blocks in page order" onKeyDown={onKeyDown}>
          {rows.map((row, index) => (
            <PageBuilderItem
              key={row.id}
              {...row}
              {...actions}
              position={index + 1}
              count={rows.length}
              firstMovable={index === 0 || rows[index - 1]?.fixed === true}
              canDuplicate={!noDuplicates}
              selected={row.id === selectedId}
              checked={isChecked(row.id)}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
