import { describe, expect, it } from 'vitest';
import { altField, decorativeField, describedImages } from '@/sdk/content';
import { contentEntries } from '.';
import type { ContentEntry, FormCard } from '.';

/** Every field name a form card places, groups included. */
const placed = (cards: readonly FormCard<string>[]) =>
  cards.flatMap((card) =>
    card.fields.flatMap((field) => (typeof field === 'string' ? [field] : field.fields)),
  );

/** What a form must edit: a collection's create fields but its flag, a section's fields, images. */
const editable = (entry: ContentEntry) => {
  const { definition } = entry;
  const shape =
    definition.kind === 'collection' ? definition.create.shape : definition.fields.shape;
  const text = Object.keys(shape).filter((key) => key !== 'isActive' && !altFields(entry).has(key));
  return [...text, ...definition.imageNames].sort();
};

/** The alt fields of the images: drawn beside each image by the form, never placed alone. */
const altFields = ({ definition }: ContentEntry) =>
  new Set<string>(
    describedImages(definition.images).flatMap((n) => [altField(n), decorativeField(n)]),
  );

describe('the console screens of every declaration', () => {
  const entries: ContentEntry[] = contentEntries;

  // Issue 44: a new page's "Let search engines list this page" started empty, and the create
  // form answered "This field is required." for a switch nobody can leave empty.
  it.each(entries.map((entry) => [entry.definition.key, entry] as const))(
    '%s: every switch of a create form starts on or off, never empty',
    (_key, entry) => {
      if (entry.definition.kind !== 'collection') return;
      const { shape } = entry.definition.create;
      for (const [name, spec] of Object.entries(entry.screens.fields)) {
        if (spec.kind !== 'toggle') continue;
        const start = String(spec.initial ?? '');
        expect(shape[name]?.safeParse(start).success, `${name} starts as '${start}'`).toBe(true);
      }
    },
  );

  it.each(entries.map((entry) => [entry.definition.key, entry] as const))(
    '%s: the form has exactly the fields the API takes, each placed once',
    (_key, entry) => {
      expect(Object.keys(entry.screens.fields).sort()).toEqual(editable(entry));
      if (entry.screens.cards) {
        expect(placed(entry.screens.cards).sort()).toEqual(editable(entry));
      }
    },
  );

  it.each(entries.map((entry) => [entry.definition.key, entry] as const))(
    '%s: every image but a variant takes alt text and a decorative mark',
    (_key, { definition }) => {
      const shape =
        definition.kind === 'collection' ? definition.create.shape : definition.fields.shape;
      for (const name of definition.imageNames) {
        const described = definition.images[name]?.alt !== 'variant';
        expect(altField(name) in shape).toBe(described);
        expect(decorativeField(name) in shape).toBe(described);
      }
    },
  );

  it('routes every screen to its own path', () => {
    const paths = entries.flatMap(({ definition }) =>
      definition.kind === 'singleton' ? [definition.screen] : Object.values(definition.screens),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the pages form (issue 44)', () => {
  const { screens } = contentEntries.find((entry) => entry.definition.key === 'pages')!;

  it('previews the page at its address as typed, once it is one a page may take', () => {
    expect(screens.previewPageOf?.({ slug: 'for-schools' })).toBe('/for-schools');
    expect(screens.previewPageOf?.({ slug: 'For Schools' })).toBeUndefined();
    expect(screens.previewPageOf?.({ slug: 'manage-faqs' })).toBeUndefined();
    expect(screens.previewPageOf?.({})).toBeUndefined();
  });

  it('starts a new page with no blocks, as the sdk takes them', () => {
    expect(screens.fields.blocks).toMatchObject({ kind: 'blocks', initial: '[]' });
  });
});
