import { describe, expect, it } from 'vitest';
import type { Field, FieldKind as DeclaredKind, FieldList } from '@/sdk/content/fields';
import { listOf, references } from '@/sdk/content/nestedFields';
import { BLOCK_TYPES, blockFieldLists } from '@/sdk/content/pageBlocks';
import { longText, markdown, text, url, videoUrl } from '@/sdk/content/textFields';
import { jsonBoolean, number, select } from '@/sdk/content/valueFields';
import { BLOCK_EDITOR_OF_KIND, blockEditorOf, resolveBlockForm } from './blockFieldEditors';
import { blockFormWording, blockForms } from './blockForms';
import type { BlockField } from './blockForms';

// A block field's editor follows from its declared kind (./blockFieldEditors.ts); a block's form
// names a kind only to override it, as a collection's screen does (contentScreens/fieldKinds.test).
// These hold the forms to the sdk's block field lists.

/** The declared kinds each of the page builder's editors edits. */
const EDITS: Record<BlockField['kind'], readonly DeclaredKind[]> = {
  text: ['text', 'url', 'email', 'phone'],
  multiline: ['longText'],
  markdown: ['markdown'],
  toggle: ['boolean'],
  select: ['select'],
  list: ['list'],
  faqs: ['reference'],
  image: ['image'],
};

type Wording = { kind?: BlockField['kind']; fields?: Record<string, Wording> };

/** Every field of every form, with its entries' fields: [where, wording, drawn, declared]. */
const fieldsOf = (
  where: string,
  written: Record<string, Wording>,
  drawn: Record<string, BlockField>,
  list: FieldList,
): [string, Wording, BlockField, Field | undefined][] =>
  Object.entries(written).flatMap(([name, wording]) => {
    const spec = drawn[name] as BlockField;
    const field = list[name];
    const entry = field && 'entry' in field ? (field.entry as FieldList) : {};
    const inner =
      wording.fields && spec.kind === 'list'
        ? fieldsOf(`${where}.${name}`, wording.fields, spec.fields, entry)
        : [];
    return [[`${where}.${name}`, wording, spec, field] as const, ...inner];
  });

const everyField = BLOCK_TYPES.flatMap((type) =>
  fieldsOf(
    type,
    blockFormWording[type].fields as Record<string, Wording>,
    blockForms[type].fields as Record<string, BlockField>,
    blockFieldLists[type],
  ),
);

describe('the default editor of a declared kind in a block', () => {
  it('edits that kind', () => {
    for (const [kind, editor] of Object.entries(BLOCK_EDITOR_OF_KIND)) {
      if (editor) expect(EDITS[editor], `${kind}: ${editor}`).toContain(kind);
    }
  });

  it('is a line, a text area, Markdown, a switch, a select, entries or the FAQ picker', () => {
    const editors = [
      text({ max: 9 }),
      longText({ max: 9 }),
      markdown({ max: 9 }),
      url(),
      videoUrl(),
      jsonBoolean({ fallback: true }),
      select({ options: ['a', 'b'] }),
      listOf({ title: text({ max: 9 }) }, { min: 1, max: 2, what: 'things' }),
      references({ to: 'faqs', max: 2, what: 'questions' }),
    ].map(blockEditorOf);
    expect(editors).toEqual([
      'text',
      'multiline',
      'markdown',
      'text',
      'text',
      'toggle',
      'select',
      'list',
      'faqs',
    ]);
  });

  it('is missing where the builder has none, and resolving a form says which field', () => {
    expect(blockEditorOf(number({ min: 0, max: 9 }))).toBeNull();
    expect(blockEditorOf(references({ to: 'clients', max: 2, what: 'clients' }))).toBeNull();
    const form = { ...blockFormWording.testimonials, fields: { title: { label: 'Heading' } } };
    expect(() =>
      resolveBlockForm('testimonials', form, { title: number({ min: 0, max: 9 }) }),
    ).toThrow(
      'testimonials.title: the page builder has no editor for a number field; name one in its form.',
    );
    expect(() => resolveBlockForm('testimonials', form, {})).toThrow(/does not list/);
  });
});

describe.each(BLOCK_TYPES.map((type) => [type]))('the %s block’s form', (type) => {
  const fields = everyField.filter(([where]) => where.startsWith(`${type}.`));

  it('draws every field its block declares, each with an editor that suits it', () => {
    expect(Object.keys(blockForms[type].fields)).toEqual(Object.keys(blockFieldLists[type]));
    for (const [where, , spec, field] of fields) {
      expect(field, `${where} is declared`).toBeDefined();
      expect(EDITS[spec.kind], `${where}: ${spec.kind}`).toContain(field?.kind);
    }
  });

  it('names a kind only to override the default, with an editor that suits the field', () => {
    for (const [where, wording, , field] of fields) {
      if (!wording.kind || !field) continue;
      expect(wording.kind, `${where}: the default already`).not.toBe(blockEditorOf(field));
      expect(EDITS[wording.kind], `${where}: ${wording.kind}`).toContain(field.kind);
    }
  });
});
