import { useId } from 'react';

export interface PageBuilderPasteProps {
  /** What a paste would put in ("Hero “…”"), or null when nothing can be pasted. */
  copied: string | null;
  /** Why nothing can be pasted, or why the last paste was refused (the sdk's words). */
  problem: string | null;
  /** Where a paste goes, in words ("after block 2", "at the end"). */
  where: string;
  disabled: boolean;
  onPaste: () => void;
}

/**
 * "Paste block" beside Add block, with a line that says what it would paste and where, or why it
 * cannot. With nothing to paste it stays in the tab order, marked aria-disabled and described by
 * that line, so a keyboard or screen reader user finds out why instead of missing the button.
 */
export function PageBuilderPaste({
  copied,
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
        Paste block
      </button>
      <p id={hintId} className={`page-builder__paste-hint${problem ? ' field-error' : ''}`}>
        {problem ?? hint}
      </p>
    </div>
  );
}
