import { describe, expect, it } from 'vitest';
import type { ContentKey } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import type { FieldKind as DeclaredKind } from '@/sdk/content/fields';
import { email, longText, markdown, phone, text, url } from '@/sdk/content/textFields';
import { boolean, date, image, number, select } from '@/sdk/content/valueFields';
import { adminContent, screenWording } from '.';
import type { FieldKind } from '.';
import { EDITOR_OF_KIND, fieldSpec, takesBlank } from './fieldEditors';

// A field's editor follows from its declared kind (./fieldEditors.ts); a screen names a kind only
// to override it. These hold the overrides to the declarations and fail where a declared field
// has no editor the console can draw.

/** The declared kinds each console editor edits. */
const EDITS: Partial<Record<FieldKind, readonly DeclaredKind[]>> = {
  text: ['text', 'url', 'email', 'phone'],
  multiline: ['longText'],
  markdown: ['markdown'],
  // Link lines: long text read as rows (src/console/MenuEditor).
  menu: ['longText'],
  // A page's blocks: their JSON text, edited block by block (src/console/PageBuilder).
  blocks: ['longText'],
  number: ['number'],
  rating: ['number'],
  toggle: ['boolean'],
  image: ['image'],
  date: ['date'],
};

const keys = Object.keys(screenWording) as ContentKey[];
const listed = keys.flatMap((key) => {
  const fields = contentFieldLists[key];
  return fields
    ? [[key, screenWording[key].fields, adminContent[key].screens.fields, fields] as const]
    : [];
});

describe('the default editor of a declared kind', () => {
  it('edits that kind', () => {
    for (const [kind, editor] of Object.entries(EDITOR_OF_KIND)) {
      if (editor) expect(EDITS[editor], `${kind}: ${editor}`).toContain(kind);
    }
  });

  it('is one line for short text, a text area for long, the preview editor for Markdown', () => {
    const editorOf = (field: Parameters<typeof fieldSpec>[2]) =>
      fieldSpec('f', { label: 'F' }, field).kind;
    expect(editorOf(text({ max: 10 }))).toBe('text');
    expect(editorOf(longText({ max: 10 }))).toBe('multiline');
    expect(editorOf(markdown({ max: 10 }))).toBe('markdown');
    expect([url(), email(), phone()].map(editorOf)).toEqual(['text', 'text', 'text']);
    expect(editorOf(date({ label: 'The day' }))).toBe('date');
    expect(editorOf(image())).toBe('image');
    expect(editorOf(number({ min: 0, max: 9 }))).toBe('number');
    expect(editorOf(boolean())).toBe('toggle');
  });

  it('is overridden by the kind a screen names', () => {
    expect(fieldSpec('f', { label: 'F', kind: 'rating' }, number({ min: 1, max: 5 })).kind).toBe(
      'rating',
    );
  });

  it('is missing for a kind the console cannot edit, and says so', () => {
    const choice = select({ options: ['a', 'b'] });
    expect(() => fieldSpec('size', { label: 'Size' }, choice)).toThrow(
      'size: the console has no editor for a select field; name one in its screen.',
    );
    expect(() => fieldSpec('stray', { label: 'Stray' }, undefined)).toThrow(/does not list/);
  });

  it('marks optional exactly the text a write takes blank', () => {
    expect(fieldSpec('f', { label: 'F' }, text({ max: 9, required: false })).optional).toBe(true);
    expect(fieldSpec('f', { label: 'F' }, text({ max: 9 })).optional).toBeUndefined();
    expect(fieldSpec('f', { label: 'F' }, date({ label: 'D', required: false })).optional).toBe(
      true,
    );
  });
});

describe.each(listed)(
  '%s: the console edits each field as declared',
  (_key, written, drawn, fields) => {
    it('lists only declared fields, each with an editor', () => {
      for (const [name, spec] of Object.entries(drawn)) {
        expect(fields[name], `${name} is declared`).toBeDefined();
        expect(EDITS[spec.kind] ?? [], `${name}: ${spec.kind}`).toContain(fields[name]?.kind);
      }
    });

    it('names a kind only to override the default, with an editor that suits the field', () => {
      for (const [name, spec] of Object.entries(written)) {
        const declared = fields[name]?.kind;
        if (!spec.kind || !declared) continue;
        expect(spec.kind, `${name}: the default already`).not.toBe(EDITOR_OF_KIND[declared]);
        expect(EDITS[spec.kind] ?? [], `${name}: ${spec.kind}`).toContain(declared);
      }
    });

    it('marks a field optional exactly where a write may leave its text blank', () => {
      for (const [name, spec] of Object.entries(drawn)) {
        const field = fields[name];
        if (!field?.write || field.kind === 'boolean' || field.kind === 'number') continue;
        expect(spec.optional === true, name).toBe(takesBlank(field));
        expect(spec.optional === true, name).toBe(field.write.safeParse('').success);
      }
    });
  },
);

it('finds every declaration listed', () => {
  expect(listed.length).toBe(keys.length);
});
