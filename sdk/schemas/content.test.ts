import { describe, expect, it } from 'vitest';
import { BusinessUpdate } from './business';
import { ClientUpdate } from './client';
import { FormBoolean } from './common';
import { CourseUpdate } from './course';
import { HOME_IMAGE_FIELDS, HomeUpdate } from './home';
import { TestimonialCreate } from './testimonial';

const course = {
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
    const result = CourseUpdate.safeParse({ ...course, pointThree: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('All fields are required.');
    expect(result.error?.issues[0]?.path).toEqual(['pointThree']);
  });

  it('coerces multipart counters and refuses negatives and fractions', () => {
    const base = { businessSectionId: 'b1', cities: '12', teachers: '3400', students: '0' };
    expect(BusinessUpdate.parse(base)).toMatchObject({ cities: 12, teachers: 3400, students: 0 });
    expect(BusinessUpdate.safeParse({ ...base, cities: '-1' }).success).toBe(false);
    expect(BusinessUpdate.safeParse({ ...base, cities: '1.5' }).success).toBe(false);
    expect(BusinessUpdate.safeParse({ ...base, cities: 'many' }).success).toBe(false);
  });

  it('reads multipart booleans', () => {
    expect(FormBoolean.parse('true')).toBe(true);
    expect(FormBoolean.parse('false')).toBe(false);
    expect(FormBoolean.parse(false)).toBe(false);
    expect(FormBoolean.safeParse('yes').success).toBe(false);
  });

  it('lets a status change carry only the id and the flag', () => {
    expect(ClientUpdate.parse({ clientSectionId: 'x', isActive: 'false' })).toEqual({
      clientSectionId: 'x',
      isActive: false,
    });
    expect(ClientUpdate.safeParse({ isActive: true }).success).toBe(false);
  });

  it('keeps ratings to whole stars from 1 to 5', () => {
    const t = { testimonialDesc: 'Great', testimonialPersonName: 'Ravi' };
    expect(TestimonialCreate.parse({ ...t, rating: '4' }).rating).toBe(4);
    expect(TestimonialCreate.safeParse({ ...t, rating: 0 }).success).toBe(false);
    expect(TestimonialCreate.safeParse({ ...t, rating: 6 }).success).toBe(false);
  });

  it('names the home record by homeSettingId and lists its eight images', () => {
    expect(HOME_IMAGE_FIELDS).toHaveLength(8);
    expect(HomeUpdate.shape.homeSettingId).toBeDefined();
  });
});
