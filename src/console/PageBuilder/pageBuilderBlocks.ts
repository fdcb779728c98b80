import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas/common';
import { PageBlock } from '@/sdk/content/pageBlocks';
import type { BlockType } from '@/sdk/content/pageBlocks';
import { blockFormOf, blockForms } from '../blockForms';
import { movedBy } from '../listMoves';

// The page builder's edits as pure functions over the blocks field's JSON text (issue 44): the
// form holds the field as text (sdk/content/pages.ts), the builder reads it, changes a copy and
// writes it back. Blocks are kept as typed, valid or not: an editor halfway through a block must
// not lose it because it does not parse yet; the sdk's schema says what is wrong, per field.

/** A block as the editor holds it: an id and a type, the rest as typed. */
export type EditedBlock = { id: string; type: string; hidden?: boolean } & Record<string, unknown>;

/** The blocks of a page's JSON text, or why they could not be read (the builder then shows why). */
export type ReadBlocks = { blocks: EditedBlock[]; problem: null } | { blocks: []; problem: string };

/** Whether a value read from JSON is a block as the editor holds it (an id and a type). */
export const isBlock = (value: unknown): value is EditedBlock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { type?: unknown }).type === 'string';

/** The blocks of `text`; an empty text is a page with none (a new page's form). */
export function readBlocks(text: string): ReadBlocks {
  if (text.trim() === '') return { blocks: [], problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { blocks: [], problem: 'The blocks are not valid JSON.' };
  }
  if (!Array.isArray(value) || !value.every(isBlock))
    return { blocks: [], problem: 'The blocks are not a list of blocks with an id and a type.' };
  return { blocks: value, problem: null };
}

/**
 * A new block's id. `crypto.randomUUID` exists only in a secure context (https, localhost); a
 * console opened over plain http on a local network still gets 128 random bits, as hex.
 */
export function newBlockId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The text the form sends: compact JSON, as the server stores and compares it. */
export const blocksText = (blocks: readonly EditedBlock[]) => JSON.stringify(blocks);

/** The blocks with the one at `index` moved `by` places (-1 up, 1 down); unchanged at an end. */
export const moveBlock = (blocks: readonly EditedBlock[], index: number, by: -1 | 1) =>
  movedBy(blocks, index, by);

/** The blocks with `from` moved to where `to` is, as a drop does (those between shift by one). */
export function moveBlockTo(blocks: readonly EditedBlock[], from: string, to: string) {
  const start = blocks.findIndex((block) => block.id === from);
  const end = blocks.findIndex((block) => block.id === to);
  if (start < 0 || end < 0) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved!);
  return next;
}

/** A copy of the block `id` right after it, under `newId` (lists copied, not shared). */
export function duplicateBlock(blocks: readonly EditedBlock[], id: string, newId: string) {
  const index = blocks.findIndex((block) => block.id === id);
  if (index < 0) return [...blocks];
  const copy: EditedBlock = { ...structuredClone(blocks[index]!), id: newId };
  return [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)];
}

/** The blocks with `id` hidden from visitors (or shown again); kept in its place. */
export const setHidden = (blocks: readonly EditedBlock[], id: string, hidden: boolean) =>
  blocks.map((block) => (block.id === id ? { ...block, hidden } : block));

/** The blocks with `id`'s fields changed by `patch`. */
export const updateBlock = (
  blocks: readonly EditedBlock[],
  id: string,
  patch: Readonly<Record<string, unknown>>,
) => blocks.map((block) => (block.id === id ? { ...block, ...patch } : block));

/** A removed block and where it was, so Undo puts it back in its place. */
export interface RemovedBlock {
  block: EditedBlock;
  index: number;
}

export function removeBlock(blocks: readonly EditedBlock[], id: string) {
  const index = blocks.findIndex((block) => block.id === id);
  if (index < 0) return { blocks: [...blocks], removed: null };
  return {
    blocks: blocks.filter((block) => block.id !== id),
    removed: { block: blocks[index]!, index } satisfies RemovedBlock,
  };
}

/** The blocks with a removed one back where it was (or at the end if the list got shorter). */
export function restoreBlock(blocks: readonly EditedBlock[], { block, index }: RemovedBlock) {
  if (blocks.some((b) => b.id === block.id)) return [...blocks];
  const at = Math.min(index, blocks.length);
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}

/** A new block of `type` with its form's starting values, shown to visitors. */
export function newBlock(type: BlockType, id: string): EditedBlock {
  return { id, type, hidden: false, ...structuredClone(blockForms[type].starting) };
}

/** The blocks with a new one of `type` after `afterId` (at the end when none or not found). */
export function addBlock(
  blocks: readonly EditedBlock[],
  type: BlockType,
  id: string,
  afterId?: string | null,
) {
  const index = afterId ? blocks.findIndex((block) => block.id === afterId) : -1;
  const at = index < 0 ? blocks.length : index + 1;
  return [...blocks.slice(0, at), newBlock(type, id), ...blocks.slice(at)];
}

/**
 * What is wrong with a block, by field path as the side panel names its inputs ('title',
 * 'items.1.label'), from the sdk's schema of its type; '' holds what belongs to no field.
 */
export function blockProblems(block: EditedBlock): Record<string, string> {
  const parsed = PageBlock.safeParse(block);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    // The sdk's "All fields are required." is the whole form's wording; beside one field it is:
    const message = issue.message === ALL_FIELDS_REQUIRED ? 'Fill this in.' : issue.message;
    problems[path] ??= message;
  }
  return problems;
}

/** The list's line about a block: its type's name and its summary. */
export function blockLabel(block: EditedBlock): { type: string; summary: string } {
  const form = blockFormOf(block.type);
  if (!form) return { type: `Unknown block (${block.type})`, summary: '' };
  return { type: form.label, summary: form.summary(block as never) };
}
