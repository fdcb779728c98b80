import { describe, expect, it } from 'vitest';
import { FormBoolean } from '../schemas/common';
import { adminContent, business, clients, ContentMessages, course, home, testimonials } from '.';
import type { ContentEntry, FormCard } from '.';

const courseFields = {
  courseId: 'c1',
  courseTitle: 'Sell courses',
  courseSubTitle: 'Online',
  pointOne: '1',
  pointTwo: '2',
  pointThree: '3',
  pointFour: '4',
  pointFive: '5',
};

describe('content schemas', () => {
  it('reports an empty admin field as "All fields are required."', () => {
    const result = course.update.safeParse({ ...courseFields, pointThree: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('All fields are required.');
    expect(result.error?.issues[0]?.path).toEqual(['pointThree']);
  });

  it('coerces multipart counters and refuses negatives and fractions', () => {
    const base = { businessSectionId: 'b1', cities: '12', teachers: '3400', students: '0' };
    expect(business.update.parse(base)).toMatchObject({ cities: 12, teachers: 3400, students: 0 });
    expect(business.update.safeParse({ ...base, cities: '-1' }).success).toBe(false);
    expect(business.update.safeParse({ ...base, cities: '1.5' }).success).toBe(false);
    expect(business.update.safeParse({ ...base, cities: 'many' }).success).toBe(false);
  });

  it('reads multipart booleans', () => {
    expect(FormBoolean.parse('true')).toBe(true);
    expect(FormBoolean.parse('false')).toBe(false);
    expect(FormBoolean.parse(false)).toBe(false);
    expect(FormBoolean.safeParse('yes').success).toBe(false);
  });

  it('keeps ratings to whole stars from 1 to 5', () => {
    const t = { testimonialDesc: 'Great', testimonialPersonName: 'Ravi' };
    expect(testimonials.create.parse({ ...t, rating: '4' }).rating).toBe(4);
    expect(testimonials.create.safeParse({ ...t, rating: 0 }).success).toBe(false);
    expect(testimonials.create.safeParse({ ...t, rating: 6 }).success).toBe(false);
  });
});

describe('a collection declaration derives its update, filter and delete bodies', () => {
  it('lets a status change carry only the id and the flag', () => {
    expect(clients.update.parse({ clientSectionId: 'x', isActive: 'false' })).toEqual({
      clientSectionId: 'x',
      isActive: false,
    });
    expect(clients.update.safeParse({ isActive: true }).success).toBe(false);
  });

  it('accepts the stored image path the toggle sends back, and checks changed fields', () => {
    const toggle = { testimonialSectionId: 't1', testimonialImg: 'uploads/a.png', rating: 3 };
    expect(testimonials.update.parse(toggle)).toEqual(toggle);
    expect(testimonials.update.safeParse({ ...toggle, rating: 9 }).success).toBe(false);
    expect(clients.update.safeParse({ clientSectionId: 'x', clientTitle: ' ' }).success).toBe(
      false,
    );
  });

  it('filters by _id, by the spec id name or by the flag, and deletes by the spec id name', () => {
    expect(clients.filter.parse({ _id: 'a', clientSectionId: 'b', isActive: true })).toEqual({
      _id: 'a',
      clientSectionId: 'b',
      isActive: true,
    });
    expect(testimonials.delete.parse({ testimonialSectionId: 't1' })).toEqual({
      testimonialSectionId: 't1',
    });
    expect(testimonials.delete.safeParse({ testimonialId: 't1' }).success).toBe(false);
  });

  it('says "Added", "Updated" and "Deleted" (spec section 8)', () => {
    expect(clients.messages).toMatchObject({
      created: ContentMessages.added,
      updated: ContentMessages.updated,
      deleted: ContentMessages.deleted,
    });
  });
});

describe('a section declaration', () => {
  it('names the home record by homeSettingId and lists its eight images', () => {
    expect(home.imageNames).toHaveLength(8);
    expect(home.update.shape.homeSettingId).toBeDefined();
    expect(home.images.serviceBannerImageMob.required).toBe(false);
  });

  it('answers records with _id, the fields and the stored image paths', () => {
    const stored = { _id: 'c1', ...courseFields, courseImage: 'uploads/c.png' };
    const { courseId: _unused, ...record } = stored;
    expect(course.item.parse(record)).toEqual(record);
    expect(course.item.safeParse({ ...record, courseImage: undefined }).success).toBe(false);
  });

  it('says "Added" for an update too (spec section 8) and has a create only for home', () => {
    expect(course.messages.updated).toBe(ContentMessages.added);
    expect(home.create).not.toBeNull();
    expect(course.create).toBeNull();
    expect(business.create).toBeNull();
  });
});

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
