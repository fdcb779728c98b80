import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EditedBlock } from './pageBuilderBlocks';
import { clipboardText, readClipboard } from './pageBuilderClipboard';
import type { ReadClipboard } from './pageBuilderClipboard';

// Where the page builder keeps a copied block (issue 44): the tab's sessionStorage, so the copy
// outlives the page form (Copy on one page, Paste on the next) and goes with the tab; nothing
// leaves the browser. Not the system clipboard: reading it asks the browser's permission, and a
// block is the console's own data, not text to paste elsewhere.

/** The console's key for the copy (as 'console.preview' for the preview's state). */
export const CLIPBOARD_KEY = 'console.pageBuilder.clipboard';
/** Told on the window when a builder copies, so another builder open in the tab follows. */
const COPIED_EVENT = 'console.pageBuilder.copied';

/** The tab's sessionStorage, or null where the browser refuses it (some private modes). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const readKept = () => tabStorage()?.getItem(CLIPBOARD_KEY) ?? null;

/** Keeps `text` as the copy; false when there is no storage or it refuses (full, private mode). */
export function keepCopy(storage: Pick<Storage, 'setItem'> | null, text: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CLIPBOARD_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** What the tab holds: nothing, the copied blocks, or why the kept text cannot be pasted. */
export type KeptCopy = ReadClipboard | null;

/** The tab's copied blocks, and `copy` to replace them (false when the browser refuses to keep them). */
export function usePageBuilderClipboard() {
  const [text, setText] = useState(readKept);
  useEffect(() => {
    const follow = () => setText(readKept());
    window.addEventListener(COPIED_EVENT, follow);
    return () => window.removeEventListener(COPIED_EVENT, follow);
  }, []);
  const kept: KeptCopy = useMemo(() => (text === null ? null : readClipboard(text)), [text]);
  const copy = useCallback((blocks: readonly EditedBlock[]) => {
    const next = clipboardText(blocks);
    // Not kept: the editor is told so, and Paste block keeps what it had.
    if (!keepCopy(tabStorage(), next)) return false;
    setText(next);
    window.dispatchEvent(new Event(COPIED_EVENT));
    return true;
  }, []);
  return { kept, copy };
}
