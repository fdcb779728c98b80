import { describe, expect, it } from 'vitest';
import type { ContentDefinition } from './define';
import { contentFieldLists } from './fieldLists';
import type { FieldKind, FieldList } from './fields';
import { sampleValues, sampleWrite } from './fields';
import { altSamples } from './imageAlt';
import { recordFields } from './recordFields';
import type { RecordFieldKind } from './recordFields';
import { contentDefinitionList } from './registry';

// Issue 44: each declaration's fields are listed once; its schemas, its images and its stored
// columns follow from the list. A record made from the list's samples must be one the
// declaration takes and answers, and each field must be stored as its builder's kind says.

const listed = contentDefinitionList.flatMap((definition) => {
  const fields = contentFieldLists[definition.key];
  return fields ? [[definition.key, definition, fields] as const] : [];
});

/**
 * The stored kind each builder's kind makes (recordFields reads it from the schemas); lists and
 * references have no column yet (they live in a page's blocks).
 */
const STORED: Record<FieldKind, RecordFieldKind | null> = {
  text: 'text',
  longText: 'text',
  markdown: 'text',
  url: 'text',
  email: 'text',
  phone: 'text',
  select: 'text',
  date: 'text',
  number: 'integer',
  boolean: 'boolean',
  image: 'image',
  list: null,
  reference: null,
};

const writeOf = (definition: ContentDefinition) =>
  definition.kind === 'collection' ? definition.create : definition.fields;

describe.each(listed)('%s: one field list', (_key, definition, fields: FieldList) => {
  it('is every field the declaration answers and writes, in order', () => {
    const stored = recordFields(definition).filter(
      (field) => field.kind !== 'altText' && field.kind !== 'decorative',
    );
    expect(stored.map((field) => field.name).sort()).toEqual(Object.keys(fields).sort());
    const writes = Object.keys(writeOf(definition).shape).filter((name) => name in fields);
    expect(writes).toEqual(Object.keys(fields).filter((name) => fields[name]?.write));
    expect(definition.imageNames).toEqual(
      Object.keys(fields).filter((name) => fields[name]?.kind === 'image'),
    );
  });

  it('stores each field as its kind says, blank where the field is optional', () => {
    for (const field of recordFields(definition)) {
      const declared = fields[field.name];
      if (!declared) continue;
      expect(field.kind, field.name).toBe(STORED[declared.kind]);
      if ('blank' in field && declared.kind !== 'number') {
        expect(field.blank, field.name).toBe(declared.write?.safeParse('').success);
      }
    }
  });

  it('makes a record from its samples that the declaration takes and answers', () => {
    const write = { ...sampleWrite(fields), ...altSamples(definition.images) };
    const taken = (definition.create ?? writeOf(definition)).safeParse(write);
    expect(taken.error?.issues ?? []).toEqual([]);
    const update = definition.update.safeParse({ ...write, [definition.idField]: 'id-1' });
    expect(update.error?.issues ?? []).toEqual([]);
    const record = { _id: 'id-1', ...sampleValues(fields), ...altSamples(definition.images) };
    expect(definition.item.safeParse(record).error?.issues ?? []).toEqual([]);
  });
});

it('lists the fields of every declaration', () => {
  const unlisted = contentDefinitionList.filter((d) => !contentFieldLists[d.key]);
  expect(unlisted.map((d) => d.key)).toEqual([]);
});
