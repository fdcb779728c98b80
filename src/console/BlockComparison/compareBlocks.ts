import { PageBlocks } from '@/sdk/content/pageBlocks';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { blockFormOf } from '../blockForms';

// A page's blocks compared block by block (issue 44): what history and review show instead of
// two long JSON texts. Blocks are matched by their id, which the builder keeps when a block moves
// and makes anew for a duplicate, so an edited block is one block changed, not one gone and one new.

/** What happened to one block; a block with none is unchanged. */
export type BlockMark = 'added' | 'removed' | 'moved' | 'hidden' | 'shown' | 'changed';

/** One of a block's own fields (its form's name for it) that differs between the two sides. */
export interface BlockFieldChange {
  name: string;
  /** Undefined on the side the block is missing from. */
  before: unknown;
  after: unknown;
}

export interface BlockChange {
  id: string;
  /** The block as it reads after (before, when removed): its type and what names it. */
  block: PageBlock;
  /** The block as it read before; null when added (a picture's alt text is read from each side). */
  blockBefore: PageBlock | null;
  /** Its place on each side, from 1; null on the side it is missing from. */
  from: number | null;
  to: number | null;
  marks: BlockMark[];
  /** The fields that differ, in the form's order; an added block's fields that hold something. */
  fields: BlockFieldChange[];
}

/** A side's blocks; a missing side (the page created or deleted) has none; null: unreadable. */
function readBlocks(value: unknown): PageBlock[] | null {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return null;
  try {
    const parsed = PageBlocks.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function fieldChanges(before: PageBlock | undefined, after: PageBlock): BlockFieldChange[] {
  const names = Object.keys(blockFormOf(after.type)?.fields ?? {});
  const read = (block: PageBlock | undefined, name: string) =>
    (block as Record<string, unknown> | undefined)?.[name];
  return names
    .map((name) => ({ name, before: read(before, name), after: read(after, name) }))
    .filter((field) => (before ? !sameValue(field.before, field.after) : !isEmpty(field.after)));
}

/**
 * The ids that kept their order among the blocks on both sides (a longest common subsequence):
 * the others moved. Counting a block as moved when only its index changed would mark every block
 * below a new one.
 */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const lengths = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => lengths[i]?.[j] ?? 0;
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i]![j] =
        before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

/**
 * Two sides of a page's blocks (the stored JSON texts) compared block by block, in the order
 * after, each removed block just below the block it followed; null when either side does not
 * read as blocks, so the caller shows the texts as they are.
 */
export function compareBlocks(beforeText: unknown, afterText: unknown): BlockChange[] | null {
  const before = readBlocks(beforeText);
  const after = readBlocks(afterText);
  if (!before || !after) return null;
  // A block whose type changed under the same id is not the same block.
  const match = (block: PageBlock, others: PageBlock[]) =>
    others.find((other) => other.id === block.id && other.type === block.type);
  const kept = keptInOrder(
    before.filter((block) => match(block, after)).map((block) => block.id),
    after.filter((block) => match(block, before)).map((block) => block.id),
  );
  const removedBelow = new Map<string | null, BlockChange[]>();
  let previous: string | null = null;
  before.forEach((block, index) => {
    if (match(block, after)) previous = block.id;
    else {
      const change: BlockChange = {
        id: block.id,
        block,
        blockBefore: block,
        from: index + 1,
        to: null,
        marks: ['removed'],
        fields: [],
      };
      removedBelow.set(previous, [...(removedBelow.get(previous) ?? []), change]);
    }
  });
  const changes = after.flatMap((block, index): BlockChange[] => {
    const old = match(block, before);
    const marks: BlockMark[] = [];
    if (!old) marks.push('added');
    else if (!kept.has(block.id)) marks.push('moved');
    if (old ? old.hidden !== block.hidden : block.hidden)
      marks.push(block.hidden ? 'hidden' : 'shown');
    const fields = fieldChanges(old, block);
    if (old && fields.length > 0) marks.push('changed');
    const from = old ? before.indexOf(old) + 1 : null;
    const change = {
      id: block.id,
      block,
      blockBefore: old ?? null,
      from,
      to: index + 1,
      marks,
      fields,
    };
    return [change, ...(removedBelow.get(block.id) ?? [])];
  });
  return [...(removedBelow.get(null) ?? []), ...changes];
}
