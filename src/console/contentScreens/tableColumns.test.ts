import { describe, expect, it } from 'vitest';
import { contentDefinitions } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import { adminContent, screenWording } from '.';
import { nameFieldOf, tableColumns } from './tableColumns';

// A table's columns name the fields they show (issue 44): a typo'd or removed field must fail
// here, not draw an empty column.

const collections = Object.values(contentDefinitions).filter(
  (definition) => definition.kind === 'collection',
);

describe('the collections’ table columns', () => {
  it.each(collections.map((definition) => [definition.key, definition] as const))(
    '%s: every column names a field its collection declares',
    (key) => {
      const declared = Object.keys(contentFieldLists[key] ?? {});
      const written = screenWording[key].list?.columns ?? [];
      const named = written.flatMap((column) =>
        typeof column !== 'string' && 'field' in column ? [column.field] : [],
      );
      expect(named.filter((field) => !declared.includes(field))).toEqual([]);
      const name = screenWording[key].list?.name;
      if (name) expect(declared).toContain(name);
    },
  );

  it('refuses a column for a field the collection does not declare', () => {
    const { definition, screens } = adminContent.faqs;
    const list = contentFieldLists.faqs ?? {};
    const columns = [{ field: 'questoin' }];
    expect(() => tableColumns(definition, { columns }, list, screens.fields)).toThrow(
      'The table names questoin, a field its collection does not declare.',
    );
  });

  it('names an item by its first required text, and draws the default table from it', () => {
    const { definition, screens } = adminContent.featureTabs;
    const list = contentFieldLists.featureTabs ?? {};
    expect(nameFieldOf(list)).toBe('label');
    const columns = tableColumns(definition, {}, list, screens.fields);
    expect(columns.map((column) => [column.kind, column.header])).toEqual([
      ['position', 'S.NO'],
      ['text', 'Tab Label'],
      ['status', 'Status'],
      ['actions', 'Action'],
    ]);
  });

  it('takes an image’s column, alt text and all, from its field', () => {
    const [, image] = adminContent.clients.screens.list.columns;
    const item = { _id: 'a', clientTitle: 'Acme', clientImg: '/uploads/acme.png' };
    expect(image).toMatchObject({ kind: 'image', header: 'Client Image', width: 100, height: 30 });
    if (image?.kind !== 'image') throw new Error('the second column is the logo');
    expect([image.value(item as never), image.alt(item as never)]).toEqual([
      '/uploads/acme.png',
      'Acme logo',
    ]);
  });
});
