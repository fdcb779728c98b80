import type { KeyboardEventHandler } from 'react';
import { blockCount, selectAllLabel } from './pageBuilderChecked';

export interface PageBuilderCheckedBarProps {
  /** How many blocks are ticked; with none the bar is not drawn. */
  count: number;
  /** How many blocks have a box: "Select all N blocks" names it, and is off once all are ticked. */
  total: number;
  /** Whether the ticked blocks are all hidden: the hide button then reads "Show N blocks". */
  allHidden: boolean;
  disabled: boolean;
  /** Ticks every block that has a box. */
  onSelectAll: () => void;
  /** Copies the ticked blocks, in page order, for a paste on any page of the tab. */
  onCopy: () => void;
  /** Hides the ticked blocks (`true`), or shows them again once all are hidden (`false`). */
  onHiddenChange: (hidden: boolean) => void;
  /** Removes the ticked blocks, with the builder's Undo. */
  onRemove: () => void;
  /** Unticks every block. */
  onClear: () => void;
  /** The keys of the bar (Escape clears the ticks, as in the list): the builder reads them. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

/**
 * What the ticked blocks can do, in the builder's head: their count, "Select all N blocks",
 * "Copy N blocks", "Hide N blocks" (or Show), "Remove N blocks" and "Clear selection". Drawn
 * once a box is ticked (a lone tick still says what ticking is for); the head keeps room for it,
 * so the list does not move under the pointer between two clicks.
 */
export function PageBuilderCheckedBar(props: PageBuilderCheckedBarProps) {
  const { count, total, disabled } = props;
  if (count === 0) return null;
  const several = blockCount(count);
  const button = (label: string, action: string, onClick: () => void) => (
    <button
      type="button"
      className="page-builder__action"
      data-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const allTicked = count >= total;
  return (
    // A group of buttons whose Escape the builder reads, as the list's: not a control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="page-builder__checked"
      role="group"
      aria-label="Selected blocks"
      onKeyDown={props.onKeyDown}
    >
      <p className="page-builder__checked-count">{several} selected</p>
      {/* Once all are ticked it stays, in the tab order, marked off: the focus is not lost. */}
      <button
        type="button"
        className="page-builder__action"
        data-action="check-all"
        disabled={disabled}
        aria-disabled={allTicked || undefined}
        onClick={allTicked ? undefined : props.onSelectAll}
      >
        {selectAllLabel(total)}
      </button>
      {button(`Copy ${several}`, 'copy-checked', props.onCopy)}
      {button(`${props.allHidden ? 'Show' : 'Hide'} ${several}`, 'hide-checked', () =>
        props.onHiddenChange(!props.allHidden),
      )}
      {button(`Remove ${several}`, 'remove-checked', props.onRemove)}
      {button('Clear selection', 'clear-checked', props.onClear)}
    </div>
  );
}
