import { VisuallyHidden } from '@/src/ui/VisuallyHidden';

export interface RowActionProps {
  /** The visible word ("Up", "Remove"). */
  label: string;
  /** The row it acts on, read after the label by screen readers only ("link About"). */
  of: string;
  /** What it does, for tests and the focus kept after a move (`data-action`). */
  kind: string;
  /** The list's own class for its buttons (their sizes differ by list). */
  className: string;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * One of a row's buttons in an editable list (the page builder's blocks, a menu's links and
 * groups). The hidden words tell one row's buttons from the next's, which a screen reader lists
 * together ("Up link About", "Up link Pricing").
 */
export function RowAction({
  label,
  of,
  kind,
  className,
  disabled = false,
  onClick,
}: RowActionProps) {
  return (
    <button
      type="button"
      className={className}
      data-action={kind}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
      <VisuallyHidden> {of}</VisuallyHidden>
    </button>
  );
}
