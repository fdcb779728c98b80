import type { FieldKind as DeclaredKind, Field, FieldList } from '@/sdk/content/fields';
import type { BlockField, BlockForm, BlockFormWording } from './blockFormTypes';
import type { BlockOf, BlockType } from '@/sdk/content/pageBlocks';

// A block field's editor follows from what the sdk declares it is (sdk/content/pageBlocks.ts
// blockFieldLists), as a collection field's does (./contentScreens/fieldEditors.ts): a block's
// form writes the field's wording and names a kind only to edit it otherwise. Admin code only.

type BlockFieldKind = BlockField['kind'];

/**
 * The editor of each declared kind in a block; null where the builder has none. Addresses are a
 * line of text (the write checks them); references are the FAQ's question picker, the only
 * collection a block picks from (see blockEditorOf); an image is uploaded on its own and its
 * stored path kept in the block.
 */
export const BLOCK_EDITOR_OF_KIND: Readonly<Record<DeclaredKind, BlockFieldKind | null>> = {
  text: 'text',
  longText: 'multiline',
  markdown: 'markdown',
  url: 'text',
  email: 'text',
  phone: 'text',
  boolean: 'toggle',
  select: 'select',
  list: 'list',
  reference: 'faqs',
  number: null,
  image: 'image',
  date: null,
};

/** The editor a declared field of a block gets unless its form names one. */
export function blockEditorOf(field: Field): BlockFieldKind | null {
  if (field.kind === 'reference' && (field as { to?: unknown }).to !== 'faqs') return null;
  return BLOCK_EDITOR_OF_KIND[field.kind];
}

type Wording = { kind?: BlockFieldKind; fields?: Readonly<Record<string, Wording>> };

/** One field as the builder draws it: its kind first, then its words (a list's entries too). */
function blockField(where: string, wording: Wording, field: Field | undefined): BlockField {
  const kind = wording.kind ?? (field ? blockEditorOf(field) : null);
  if (!kind) {
    const what = field ? `a ${field.kind} field` : 'a field its block does not list';
    throw new Error(`${where}: the page builder has no editor for ${what}; name one in its form.`);
  }
  const { kind: _named, ...words } = wording;
  const entry = field && 'entry' in field ? (field.entry as FieldList) : undefined;
  const fields = wording.fields && {
    fields: Object.fromEntries(
      Object.entries(wording.fields).map(([name, w]) => [
        name,
        blockField(`${where}.${name}`, w, entry?.[name]),
      ]),
    ),
  };
  return { kind, ...words, ...fields } as BlockField;
}

/** A block type's form as the builder reads it: each field's editor from its declaration. */
export function resolveBlockForm<T extends BlockType>(
  type: T,
  form: BlockFormWording<BlockOf<T>>,
  list: FieldList,
): BlockForm<BlockOf<T>> {
  const fields = Object.fromEntries(
    Object.entries(form.fields as Readonly<Record<string, Wording>>).map(([name, wording]) => [
      name,
      blockField(`${type}.${name}`, wording, list[name]),
    ]),
  );
  return { ...form, fields } as unknown as BlockForm<BlockOf<T>>;
}
