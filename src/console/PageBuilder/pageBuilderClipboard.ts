import { PAGE_BLOCKS_MAX_LENGTH, PageBlocksText } from '@/sdk/content/pages';
import { PageBlock, PageBlocks } from '@/sdk/content/pageBlocks';
import { blockFormOf } from '../blockForms';
import { blockLabel, blocksText, isBlock, newBlock } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';

// Copy and paste of blocks between pages (issue 44: "a section built once used on any page").
// The copy is JSON text the console keeps in the tab's sessionStorage (usePageBuilderClipboard),
// never sent anywhere: a paste is an edit of the page's blocks like any other, saved with the
// form. Pure functions here, so the format, the checks and the place of a paste are unit tested.

/** What marks the text as the console's copy of blocks, and which shape of it. */
export const CLIPBOARD_KIND = 'lms.console.pageBlocks';
export const CLIPBOARD_VERSION = 1;

/** The copied blocks, or why the kept text cannot be pasted (shown beside Paste block). */
export type ReadClipboard = { blocks: EditedBlock[]; problem: null } | { problem: string };

/** The text kept for `blocks`: marked with its kind and version, the blocks as the editor holds them. */
export const clipboardText = (blocks: readonly EditedBlock[]) =>
  JSON.stringify({ kind: CLIPBOARD_KIND, version: CLIPBOARD_VERSION, blocks });

const COPY_AGAIN = 'copy the block again.';

/** The blocks of a kept text; anything else (damaged, foreign, of another version) is refused. */
export function readClipboard(text: string): ReadClipboard {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: `The copied block could not be read: ${COPY_AGAIN}` };
  }
  const kept = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (kept.kind !== CLIPBOARD_KIND)
    return { problem: `What was copied is not a block of a page: ${COPY_AGAIN}` };
  if (kept.version !== CLIPBOARD_VERSION)
    return { problem: `The block was copied by another version of the console: ${COPY_AGAIN}` };
  const blocks = kept.blocks;
  if (!Array.isArray(blocks) || blocks.length === 0 || !blocks.every(isBlock))
    return { problem: `The copied block could not be read: ${COPY_AGAIN}` };
  return { blocks, problem: null };
}

/** "Hero “Run every batch…”", or the type alone when the block has no summary; several counted. */
export function clipboardName(blocks: readonly EditedBlock[]): string {
  const { type, summary } = blockLabel(blocks[0]!);
  const first = summary ? `${type} “${summary}”` : type;
  return blocks.length === 1 ? first : `${first} and ${blocks.length - 1} more`;
}

/**
 * The page as its rules read it (the sdk's PageBlocks: ids, count, the banner, a section once):
 * each block's own fields replaced by a valid stand-in, since zod checks a page's rules only once
 * every block parses, and a half-typed heading must not hide a rule the paste would break.
 */
function asRulesRead(block: EditedBlock): EditedBlock {
  if (PageBlock.safeParse(block).success) return block;
  const hidden = block.hidden === true;
  // A section's rules read its section: kept when it is one (else it reads as another block).
  const section = { id: block.id, type: 'landingSection', hidden, section: block.section };
  if (block.type === 'landingSection' && PageBlock.safeParse(section).success) return section;
  return { ...newBlock('richText', block.id), hidden };
}

/** The sdk's messages for the page's rules that `blocks` break. */
function ruleMessages(blocks: readonly EditedBlock[]): string[] {
  const parsed = PageBlocks.safeParse(blocks.map(asRulesRead));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

/** The result of a paste: the page with the copies in it, or why the page refuses them. */
export type Pasted = { blocks: EditedBlock[]; pastedIds: string[] } | { problem: string };

/**
 * The page with copies of `copied` after `afterId` (at the end when none or not found), each
 * under a new id from `newId`, as Duplicate does. Refused, in the sdk's words, when a copy is of
 * a block type that no longer exists, or the page with them breaks one of its rules it did not
 * already break (a section it shows, the home page's layout, 60 blocks, its length). A copy's
 * own fields are not checked here: pasted, a block with a problem shows it as any block does.
 */
export function pasteBlocks(
  page: readonly EditedBlock[],
  copied: readonly EditedBlock[],
  newId: () => string,
  afterId?: string | null,
): Pasted {
  const unknown = copied.find((block) => !blockFormOf(block.type));
  if (unknown)
    return { problem: `“${unknown.type}” is no longer a block type: a page cannot hold it.` };
  const copies = copied.map((block) => ({ ...structuredClone(block), id: newId() }));
  const index = afterId ? page.findIndex((block) => block.id === afterId) : -1;
  const at = index < 0 ? page.length : index + 1;
  const blocks = [...page.slice(0, at), ...copies, ...page.slice(at)];
  const before = ruleMessages(page);
  const fresh = ruleMessages(blocks).find((message) => {
    const seen = before.indexOf(message);
    if (seen < 0) return true;
    before.splice(seen, 1);
    return false;
  });
  if (fresh) return { problem: fresh };
  const text = blocksText(blocks);
  if (text.length > PAGE_BLOCKS_MAX_LENGTH)
    return { problem: PageBlocksText.safeParse(text).error?.issues[0]?.message ?? 'Too long.' };
  return { blocks, pastedIds: copies.map((copy) => copy.id) };
}
