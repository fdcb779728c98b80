import type { BlockOf, BlockType, PageBlock } from '@/sdk/content/pageBlocks';

// The shapes of the page builder's forms (./blockForms.ts): which field kind each value of a block
// takes, checked by the compiler, and the forms as written (their wording; each field's kind
// follows from its declaration, ./blockFieldEditors.ts). Types only, in a file of their own so the
// forms themselves (and a block type's form kept apart, as ./landingSectionForm.ts) read short.

/** A block's own fields: everything but what every block has (its id, type and hidden flag). */
export type BlockFieldName<B> = Exclude<keyof B, 'id' | 'type' | 'hidden'> & string;

interface FieldWords {
  /** The visible label beside the input. */
  label: string;
  /** How to fill it in, under the label. */
  hint?: string;
}

/**
 * A line, a few lines, Markdown (the policies' subset), or a block's own picture: its stored path,
 * edited by uploading a file (./PageBuilder/PageBuilderImage.tsx).
 */
export interface BlockTextField extends FieldWords {
  kind: 'text' | 'multiline' | 'markdown' | 'image';
  rows?: number;
}

export interface BlockToggleField extends FieldWords {
  kind: 'toggle';
}

/** Questions picked from the FAQ collection (a checkbox list, in the FAQ's order). */
export interface BlockFaqField extends FieldWords {
  kind: 'faqs';
}

/** One of a fixed list of values (a landing section): a labelled select. */
export interface BlockSelectField<V extends string = string> extends FieldWords {
  kind: 'select';
  /** Each value's words, in the order the select lists them. */
  options: { [K in V]: string };
}

/** A list of entries (features, figures), each with its own fields. */
export interface BlockListField<E> extends FieldWords {
  kind: 'list';
  /** What one entry is called ("Feature"): "Feature 2", "Add a feature". */
  entryLabel: string;
  fields: { [K in keyof E & string]-?: BlockTextField };
  /** A new entry's starting values. */
  newEntry: E;
}

/**
 * The field kind a value takes: text for strings, a select for a few named strings (an enum), a
 * switch for booleans, lists for arrays.
 */
export type BlockFieldFor<V> = [V] extends [string]
  ? string extends V
    ? BlockTextField
    : BlockSelectField<V>
  : [V] extends [boolean]
    ? BlockToggleField
    : [V] extends [string[]]
      ? BlockFaqField
      : [V] extends [(infer E)[]]
        ? BlockListField<E>
        : never;

/** Any field of any block, as the side panel draws it without knowing the block's type. */
export type BlockField =
  | BlockTextField
  | BlockToggleField
  | BlockFaqField
  | BlockSelectField
  | BlockListField<Record<string, string>>;

/** Where an editor changes what a block shows: a console screen. */
export interface BlockSource {
  label: string;
  path: string;
}

export interface BlockForm<B extends PageBlock> {
  /** The block type's name in the list and the picker ("Feature grid"). */
  label: string;
  /** One line in the picker on what the block shows. */
  description: string;
  /** Every field of the block, in the order the side panel shows them. */
  fields: { [K in BlockFieldName<B>]-?: BlockFieldFor<B[K]> };
  /** A new block's values: valid where a sensible default exists, so the preview shows it. */
  starting: { [K in BlockFieldName<B>]: B[K] };
  /** The list's one line about a block; read from a block as typed, which may be incomplete. */
  summary: (block: Partial<B>) => string;
  /** Blocks whose items come from a collection: where an editor changes them. */
  source?: BlockSource;
  /** Blocks whose content's screen depends on a field (a landing section's): where it is. */
  sourceOf?: (block: Partial<B>) => BlockSource | undefined;
}

export type BlockForms = { [T in BlockType]: BlockForm<BlockOf<T>> };

/** A field as a form writes it: its words; a kind only to edit it otherwise than declared. */
type Worded<F extends { kind: string }> = Omit<F, 'kind'> & { kind?: F['kind'] };

/** How a form writes a field of a value of type V (a list: its entries' fields worded too). */
export type BlockFieldWording<V> = [V] extends [string]
  ? string extends V
    ? Worded<BlockTextField>
    : Worded<BlockSelectField<V>>
  : [V] extends [boolean]
    ? Worded<BlockToggleField>
    : [V] extends [string[]]
      ? Worded<BlockFaqField>
      : [V] extends [(infer E)[]]
        ? Worded<Omit<BlockListField<E>, 'fields'>> & {
            fields: { [K in keyof E & string]-?: Worded<BlockTextField> };
          }
        : never;

/** A block type's form as written: every field's wording, the rest as the builder reads it. */
export interface BlockFormWording<B extends PageBlock> extends Omit<BlockForm<B>, 'fields'> {
  fields: { [K in BlockFieldName<B>]-?: BlockFieldWording<B[K]> };
}

export type BlockFormWordings = { [T in BlockType]: BlockFormWording<BlockOf<T>> };
