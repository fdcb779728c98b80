import { describe, expect, it } from 'vitest';
import { FormBoolean } from '../schemas/common';
import {
  ALT_TEXT_MAX,
  AltMessages,
  business,
  clients,
  ContentMessages,
  course,
  home,
  testimonials,
} from '.';

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
    const t = {
      testimonialDesc: 'Great',
      testimonialPersonName: 'Ravi',
      testimonialImgAlt: 'Ravi at his desk',
    };
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

describe('an update and its alt fields (issue 33)', () => {
  it('takes a spec-era body without alt fields, and leaves them out of what it sends', () => {
    // Absent, not '' or false: the server keeps the stored alt text for a field left out.
    const parsed = course.update.parse(courseFields);
    expect(parsed).not.toHaveProperty('courseImageAlt');
    expect(parsed).not.toHaveProperty('courseImageDecorative');
    const toggle = clients.update.parse({ clientSectionId: 'x', clientTitle: 'A', isActive: true });
    expect(Object.keys(toggle).sort()).toEqual(['clientSectionId', 'clientTitle', 'isActive']);
  });

  it('refuses a blank alt text sent for a required image unless it is marked decorative', () => {
    const blank = course.update.safeParse({ ...courseFields, courseImageAlt: ' ' });
    expect(blank.error?.issues.map((issue) => issue.path)).toEqual([['courseImageAlt']]);
    const photo = { testimonialSectionId: 't1', testimonialImgAlt: '' };
    expect(testimonials.update.safeParse(photo).success).toBe(false);
    const marked = { ...photo, testimonialImgDecorative: 'true' };
    expect(testimonials.update.safeParse(marked).success).toBe(true);
  });

  it('still bounds an alt text sent and refuses "decorative" for a content image', () => {
    const long = { ...courseFields, courseImageAlt: 'x'.repeat(ALT_TEXT_MAX + 1) };
    expect(course.update.safeParse(long).error?.issues[0]?.message).toBe(AltMessages.tooLong);
    const marked = { clientSectionId: 'x', clientImgDecorative: true };
    expect(clients.update.safeParse(marked).error?.issues[0]?.message).toBe(
      AltMessages.notDecorative,
    );
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
