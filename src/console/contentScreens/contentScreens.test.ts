import { describe, expect, it } from 'vitest';
import { adminContent } from '.';
import type { ContentEntry, FormCard } from '.';

/** Every field name a form card places, groups included. */
const placed = (cards: readonly FormCard<string>[]) =>
  cards.flatMap((card) =>
    card.fields.flatMap((field) => (typeof field === 'string' ? [field] : field.fields)),
  );

/** What a form must edit: a collection's create fields but its flag, a section's fields, images. */
const editable = ({ definition }: ContentEntry) => {
  const shape =
    definition.kind === 'collection' ? definition.create.shape : definition.fields.shape;
  const text = Object.keys(shape).filter((key) => key !== 'isActive');
  return [...text, ...definition.imageNames].sort();
};

describe('the console screens of every declaration', () => {
  const entries: ContentEntry[] = [...adminContent.singletons, ...adminContent.collections];

  it.each(entries.map((entry) => [entry.definition.key, entry] as const))(
    '%s: the form has exactly the fields the API takes, each placed once',
    (_key, entry) => {
      expect(Object.keys(entry.screens.fields).sort()).toEqual(editable(entry));
      if (entry.screens.cards) {
        expect(placed(entry.screens.cards).sort()).toEqual(editable(entry));
      }
    },
  );

  it('routes every screen to its own path', () => {
    const paths = [
      ...adminContent.singletons.map((s) => s.definition.screen),
      ...adminContent.collections.flatMap((c) => Object.values(c.definition.screens)),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });
});
