import { useId } from 'react';
import { pasteLabel } from './pageBuilderChecked';

export interface PageBuilderPasteProps {
  /** What a paste would put in ("Hero “…”"), or null when nothing can be pasted. */
  copied: string | null;
  /** How many blocks the tab holds, 0 with nothing to paste: "Paste 3 blocks", "Paste block". */
  count: number;
  /** Why nothing can be pasted, or why the last paste was refused (the sdk's words). */
  problem: string | null;
  /** Where a paste goes, in words ("after block 2", "at the end"). */
  where: string;
  disabled: boolean;
  onPaste: () => void;
}

/**
 * "Paste block" ("Paste 3 blocks" when the tab holds three) beside Add block, with a line that says what it would paste and where, or why it
 * cannot. With nothing to paste it stays in the tab order, marked aria-disabled and described by
 * that line, so a keyboard or screen reader user finds out why instead of missing the button.
 */
export function PageBuilderPaste({
  copied,
  count,
  problem,
  where,
  disabled,
  onPaste,
}: PageBuilderPasteProps) {
  const hintId = useId();
  const ready = copied !== null && !disabled;
  const hint = copied ? `${copied}, ${where}.` : 'Nothing copied yet: Copy on a block of any page.';
  return (
    <div className="page-builder__paste">
      <button
        type="button"
        className="page-builder__paste-button"
        data-action="paste"
        disabled={disabled}
        aria-disabled={copied === null || undefined}
        aria-describedby={hintId}
        onClick={ready ? onPaste : undefined}
      >
        {pasteLabel(count)}
      </button>
      <p id={hintId} className={`page-builder__paste-hint${problem ? ' field-error' : ''}`}>
        {problem ?? hint}
      </p>
    </div>
  );
}
