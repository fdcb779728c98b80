import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/** How a table's rows are reordered by drag and drop (or the keyboard). */
export interface DataTableReorder<T> {
  /** The row's name in the handle's label and the screen-reader announcements. */
  label: (row: T) => string;
  /** Called when a row was dropped on another's place: move `from` to where `to` was. */
  onMove: (from: string, to: string) => void;
}

interface SortableRowsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  reorder: DataTableReorder<T>;
  /** Sorting or filtering is on: the order shown is not the stored one, so no moving. */
  disabled: boolean;
  /** Renders one row's cells after the drag handle cell. */
  cells: (row: T, index: number) => ReactNode;
}

function DragHandle({ id, label, disabled }: { id: string; label: string; disabled: boolean }) {
  const { attributes, listeners, setActivatorNodeRef } = useSortable({ id, disabled });
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="data-table__handle"
      aria-label={`Move ${label}`}
      disabled={disabled}
      {...attributes}
      {...listeners}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d="M5 3h2v2H5zm4 0h2v2H9zM5 7h2v2H5zm4 0h2v2H9zM5 11h2v2H5zm4 0h2v2H9z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}

function SortableRow(props: { id: string; label: string; disabled: boolean; children: ReactNode }) {
  const { setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.disabled,
  });
  return (
    <tr
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td className="data-table__cell--center">
        <DragHandle id={props.id} label={props.label} disabled={props.disabled} />
      </td>
      {props.children}
    </tr>
  );
}

/**
 * The page's rows as a sortable list (@dnd-kit/sortable): drag a row by its handle, or focus the
 * handle and press Space, move with the arrow keys, Space again to drop, Escape to cancel. Every
 * step is announced with the row's name and place.
 */
export function SortableRows<T>({ rows, rowKey, reorder, disabled, cells }: SortableRowsProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map(rowKey);
  const nameOf = (id: UniqueIdentifier) => {
    const row = rows.find((r) => rowKey(r) === id);
    return row ? reorder.label(row) : String(id);
  };
  const place = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at ${place(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${place(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) reorder.onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows.map((row, i) => (
          <SortableRow
            key={rowKey(row)}
            id={rowKey(row)}
            label={reorder.label(row)}
            disabled={disabled}
          >
            {cells(row, i)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
