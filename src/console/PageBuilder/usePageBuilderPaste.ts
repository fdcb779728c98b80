import { useState } from 'react';
import { blockLabel } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';
import { blockCount, pasteLabel } from './pageBuilderChecked';
import { clipboardName, pasteBlocks } from './pageBuilderClipboard';
import { usePageBuilderClipboard } from './usePageBuilderClipboard';

// The builder's Copy and Paste block (issue 44), apart from its other edits: what a row's Copy
// or "Copy N blocks" keeps, what Paste block puts in or why it refuses, and what the live region
// says of each.

export interface PageBuilderPasteInput {
  blocks: readonly EditedBlock[];
  /** The blocks' text and the selected block: a refusal stands for these only. */
  value: string;
  selectedId: string | null;
  /** Where a paste goes, in words ("after block 2"). */
  where: string;
  newId: () => string;
  /** Says a copy, a paste or a refusal in the builder's live region. */
  announce: (text: string) => void;
  /** The page with the copies in it, and the first copy's id (its fields open). */
  onPasted: (blocks: EditedBlock[], firstId: string) => void;
}

export function usePageBuilderPaste(input: PageBuilderPasteInput) {
  const { blocks, selectedId, where, announce } = input;
  const clipboard = usePageBuilderClipboard();
  // A refused paste's reason, for the page and place it was refused at (an edit makes it stale).
  const [refused, setRefused] = useState<{ message: string; at: string } | null>(null);
  const at = `${selectedId ?? ''}\n${input.value}`;
  const kept = clipboard.kept;
  const copied = kept !== null && kept.problem === null ? kept.blocks : null;

  /** Keeps `copied` (one block, or the ticked ones in page order) in place of what was kept. */
  const copy = (copied: readonly EditedBlock[]) => {
    if (copied.length === 0) return;
    const { type, summary } = blockLabel(copied[0]!);
    const one = copied.length === 1;
    setRefused(null);
    announce(
      clipboard.copy(copied)
        ? one
          ? `Copied “${summary || type}”: Paste block puts it on any page in this tab.`
          : `Copied ${blockCount(copied.length)}, ${clipboardName(copied)}: ${pasteLabel(copied.length)} puts them on any page in this tab.`
        : `Not copied: this browser does not let the console keep ${one ? 'it' : 'them'}.`,
    );
  };
  const paste = () => {
    if (!copied) return;
    const result = pasteBlocks(blocks, copied, input.newId, selectedId);
    if ('problem' in result) {
      setRefused({ message: `Not pasted: ${result.problem}`, at });
      announce(`Not pasted: ${result.problem}`);
      return;
    }
    setRefused(null);
    input.onPasted(result.blocks, result.pastedIds[0]!);
    announce(
      copied.length === 1
        ? `Pasted ${clipboardName(copied)} ${where}: its fields are open.`
        : `Pasted ${blockCount(copied.length)}, ${clipboardName(copied)}, ${where}: the first one’s fields are open.`,
    );
  };
  return {
    copy,
    paste,
    /** What a paste would put in, or null when nothing can be pasted. */
    copied: copied && clipboardName(copied),
    /** How many blocks a paste would put in (0 when nothing can be pasted): the button says it. */
    count: copied?.length ?? 0,
    /** Why the last paste was refused, or why the kept copy cannot be pasted. */
    problem: (refused?.at === at ? refused.message : null) ?? kept?.problem ?? null,
  };
}
