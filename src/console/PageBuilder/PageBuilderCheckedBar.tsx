import { blockCount } from './pageBuilderChecked';

export interface PageBuilderCheckedBarProps {
  /** How many blocks are ticked; with none the bar is not drawn. */
  count: number;
  disabled: boolean;
  /** Copies the ticked blocks, in page order, for a paste on any page of the tab. */
  onCopy: () => void;
  /** Unticks every block. */
  onClear: () => void;
}

/**
 * What the ticked blocks can do, in the builder's head: their count, "Copy N blocks" and
 * "Clear selection". Drawn once a box is ticked (a lone tick still says what ticking is for);
 * the head keeps room for it, so the list does not move under the pointer between two clicks.
 */
export function PageBuilderCheckedBar({
  count,
  disabled,
  onCopy,
  onClear,
}: PageBuilderCheckedBarProps) {
  if (count === 0) return null;
  return (
    <div className="page-builder__checked" role="group" aria-label="Selected blocks">
      <p className="page-builder__checked-count">{blockCount(count)} selected</p>
      <button
        type="button"
        className="page-builder__action"
        data-action="copy-checked"
        disabled={disabled}
        onClick={onCopy}
      >
        Copy {blockCount(count)}
      </button>
      <button
        type="button"
        className="page-builder__action"
        data-action="clear-checked"
        disabled={disabled}
        onClick={onClear}
      >
        Clear selection
      </button>
    </div>
  );
}
