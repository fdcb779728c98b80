import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { RowAction } from '../RowAction';

/** What a list row does; each is called with the row's block id. */
export interface PageBuilderItemActions {
  onSelect: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onDuplicate: (id: string) => void;
  /** Keeps the block for a paste on any page of the tab (issue 44). */
  onCopy: (id: string) => void;
  onHiddenChange: (id: string, hidden: boolean) => void;
  onRemove: (id: string) => void;
  /** Ticks or unticks the block for "Copy N blocks"; `range` when Shift was held. */
  onCheck: (id: string, on: boolean, range: boolean) => void;
}

export interface PageBuilderItemProps extends PageBuilderItemActions {
  id: string;
  /** The block type's name ("Hero"). */
  type: string;
  /** Its one line (a heading); may be empty. */
  summary: string;
  /** The block's name in the buttons' labels and the announcements. */
  name: string;
  position: number;
  count: number;
  hidden: boolean;
  hasProblems: boolean;
  /** Stays first, shown and single (the home page's banner): no handle, no actions, no copy. */
  fixed: boolean;
  /** Nothing movable above it: Up is off. */
  firstMovable: boolean;
  /** Whether Duplicate is offered (not on the home page: a section shows once). */
  canDuplicate: boolean;
  selected: boolean;
  /** Ticked for "Copy N blocks" (a different thing from selected: the block whose fields are open). */
  checked: boolean;
  disabled: boolean;
}

/** Shift held on the click that changed a box (a keyboard's Space makes a click too). */
const shiftHeld = (event: Event) => event instanceof MouseEvent && event.shiftKey;

/**
 * One block in the builder's list: a box to tick it for copying with others, a drag handle (Space picks it up, the arrows move it, Space
 * drops it, as the content tables' rows), the block's name and line as the button that opens its
 * fields, and its actions. Buttons carry `data-action`, so focus can return to the same one after
 * a move re-orders the list.
 */
export function PageBuilderItem(props: PageBuilderItemProps) {
  const { id, name, position, count, disabled } = props;
  const sortable = useSortable({ id, disabled: disabled || props.fixed });
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition } =
    sortable;
  const action = (label: string, kind: string, onClick: () => void, off = false) => (
    <RowAction
      label={label}
      of={name}
      kind={kind}
      className="page-builder__action"
      disabled={disabled || off}
      onClick={onClick}
    />
  );
  return (
    <li
      ref={setNodeRef}
      className="page-builder__item"
      data-block-id={id}
      data-selected={props.selected || undefined}
      data-checked={props.checked || undefined}
      data-hidden={props.hidden || undefined}
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {props.fixed ? (
        <span className="page-builder__tick" />
      ) : (
        <label className="page-builder__tick">
          <input
            type="checkbox"
            data-action="check"
            checked={props.checked}
            disabled={disabled}
            // React's change of a box is the browser's click: it says whether Shift was held.
            onChange={(event) =>
              props.onCheck(id, event.currentTarget.checked, shiftHeld(event.nativeEvent))
            }
          />
          <VisuallyHidden>Select {name}</VisuallyHidden>
        </label>
      )}
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="page-builder__handle"
        aria-label={`Move ${name}, position ${position} of ${count}`}
        disabled={disabled || props.fixed}
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
      <button
        type="button"
        className="page-builder__select"
        data-action="select"
        aria-current={props.selected ? 'true' : undefined}
        onClick={() => props.onSelect(id)}
      >
        <span className="page-builder__type">
          {position}. {props.type}
        </span>
        <span className="page-builder__summary">{props.summary || 'No heading yet'}</span>
        <span className="page-builder__badges">
          {props.hidden ? <span className="page-builder__badge">Hidden</span> : null}
          {props.hasProblems ? (
            <span className="page-builder__badge page-builder__badge--problem">
              Needs attention
            </span>
          ) : null}
        </span>
        <VisuallyHidden>{props.selected ? ', fields open' : ', open its fields'}</VisuallyHidden>
      </button>
      {props.fixed ? (
        <p className="page-builder__fixed">Always first</p>
      ) : (
        <div className="page-builder__actions">
          {action('Up', 'up', () => props.onMove(id, -1), props.firstMovable)}
          {action('Down', 'down', () => props.onMove(id, 1), position === count)}
          {props.canDuplicate
            ? action('Duplicate', 'duplicate', () => props.onDuplicate(id))
            : null}
          {action('Copy', 'copy', () => props.onCopy(id))}
          {action(props.hidden ? 'Show' : 'Hide', 'hide', () =>
            props.onHiddenChange(id, !props.hidden),
          )}
          {action('Remove', 'remove', () => props.onRemove(id))}
        </div>
      )}
    </li>
  );
}
