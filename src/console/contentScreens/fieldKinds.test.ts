import { describe, expect, it } from 'vitest';
import type { ContentKey } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import type { FieldKind as DeclaredKind } from '@/sdk/content/fields';
import { contentEntries } from '.';
import type { FieldKind } from '.';

// The console's wording of a field sits here, keyed by the field's name; what the field is sits
// in its declaration's field list (sdk/content/fields.ts). The editor a screen picks must suit
// the declared kind, and "optional" must mean what the write does with blank text.

/** The declared kinds each console editor edits. */
const EDITS: Partial<Record<FieldKind, readonly DeclaredKind[]>> = {
  text: ['text', 'url', 'email', 'phone'],
  multiline: ['longText'],
  markdown: ['markdown'],
  // Link lines: long text read as rows (src/console/MenuEditor).
  menu: ['longText'],
  number: ['number'],
  rating: ['number'],
  toggle: ['boolean'],
  image: ['image'],
  date: ['date'],
};

const listed = contentEntries.flatMap((entry) => {
  const fields = contentFieldLists[entry.definition.key as ContentKey];
  return fields ? [[entry.definition.key, entry.screens.fields, fields] as const] : [];
});

describe.each(listed)('%s: the console edits each field as declared', (_key, specs, fields) => {
  it('picks an editor that suits the field’s kind', () => {
    for (const [name, spec] of Object.entries(specs)) {
      const declared = fields[name];
      expect(declared, `${name} is declared`).toBeDefined();
      expect(EDITS[spec.kind] ?? [], `${name}: ${spec.kind}`).toContain(declared?.kind);
    }
  });

  it('marks a text optional exactly where a write may leave it blank', () => {
    for (const [name, spec] of Object.entries(specs)) {
      const write = fields[name]?.write;
      if (!write || fields[name]?.kind === 'boolean' || fields[name]?.kind === 'number') continue;
      expect(spec.optional === true, name).toBe(write.safeParse('').success);
    }
  });
});

it('finds every declaration but the pages listed', () => {
  expect(listed.length).toBe(contentEntries.length - 1);
});
