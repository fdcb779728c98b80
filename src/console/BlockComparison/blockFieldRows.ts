import type { BlockType, PageBlock } from '@/sdk/content/pageBlocks';
import { blockFormOf } from '../blockForms';
import type { BlockField } from '../blockForms';
import type { BlockFieldChange } from './compareBlocks';

// A changed block field as the editor reads it: by the builder's labels, never the JSON's names.
// A list (features, figures) has no ids for its entries, so it is compared place by place, one
// row per entry that differs: "Features: Feature 2".

/** One row of a block's changes: a text, yes or no, or undefined for nothing there. */
export interface BlockFieldRow {
  key: string;
  label: string;
  before: string | boolean | undefined;
  after: string | boolean | undefined;
  /**
   * A picture's row (its values are stored paths, drawn as thumbnails): the alt text the block
   * gives it on each side, '' where it is marked decorative.
   */
  pictureAlt?: { before: string; after: string };
}

/** The block as it read on each side of the comparison; undefined on a side it is missing from. */
export interface BlockSides {
  before: PageBlock | undefined;
  after: PageBlock | undefined;
}

/** The alt text a block gives its picture (the image and text block's fields), '' if decorative. */
function pictureAltOf(block: PageBlock | undefined): string {
  const fields = (block ?? {}) as { imageAlt?: unknown; imageDecorative?: unknown };
  if (fields.imageDecorative === true) return '';
  return typeof fields.imageAlt === 'string' ? fields.imageAlt : '';
}

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/** An entry's fields, one "Label: value" a line; undefined when there is no entry there. */
function entryText(field: Extract<BlockField, { kind: 'list' }>, entry: unknown) {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const values = entry as Record<string, unknown>;
  return Object.entries(field.fields)
    .map(([name, words]) => `${words.label}: ${String(values[name] ?? '') || '(empty)'}`)
    .join('\n');
}

/** The picked questions: the ids mean nothing to an editor, so how many and what changed. */
function faqText(ids: unknown, other: unknown, side: 'before' | 'after') {
  if (!Array.isArray(ids)) return undefined;
  if (ids.length === 0) return 'None picked: every active question';
  const picked = `${count(ids.length, 'question')} picked`;
  if (side === 'before' || !Array.isArray(other)) return picked;
  const added = ids.filter((id) => !other.includes(id)).length;
  const dropped = other.filter((id) => !ids.includes(id)).length;
  const what = [added ? `${added} added` : '', dropped ? `${dropped} removed` : ''];
  const said = what.filter(Boolean).join(', ') || 'in another order';
  return other.length === 0 ? picked : `${picked} (${said})`;
}

const plain = (value: unknown) =>
  typeof value === 'string' || typeof value === 'boolean' ? value : undefined;

/** The rows that show one changed field of a block of `type` (`sides`: for a picture's alt). */
export function blockFieldRows(
  type: BlockType,
  change: BlockFieldChange,
  sides: BlockSides = { before: undefined, after: undefined },
): BlockFieldRow[] {
  const field = blockFormOf(type)?.fields[change.name as never] as BlockField | undefined;
  const label = field?.label ?? change.name;
  if (field?.kind === 'image') {
    const pictureAlt = { before: pictureAltOf(sides.before), after: pictureAltOf(sides.after) };
    const [before, after] = [plain(change.before), plain(change.after)];
    return [{ key: change.name, label, before, after, pictureAlt }];
  }
  if (field?.kind === 'list') {
    const before = Array.isArray(change.before) ? change.before : [];
    const after = Array.isArray(change.after) ? change.after : [];
    return Array.from({ length: Math.max(before.length, after.length) }, (_, index) => ({
      key: `${change.name}.${index}`,
      label: `${label}: ${field.entryLabel} ${index + 1}`,
      before: entryText(field, before[index]),
      after: entryText(field, after[index]),
    })).filter((row) => row.before !== row.after);
  }
  if (field?.kind === 'faqs') {
    const before = faqText(change.before, change.after, 'before');
    const after = faqText(change.after, change.before, 'after');
    return [{ key: change.name, label, before, after }];
  }
  if (field?.kind === 'select') {
    // A choice by its words in the builder ("Sell your courses"), not its key; an unknown key as is.
    const words = (value: unknown) =>
      typeof value === 'string' && Object.hasOwn(field.options, value)
        ? field.options[value]
        : plain(value);
    return [{ key: change.name, label, before: words(change.before), after: words(change.after) }];
  }
  return [{ key: change.name, label, before: plain(change.before), after: plain(change.after) }];
}
