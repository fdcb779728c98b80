import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

export const CourseTextFields = z.object({
  courseTitle: requiredText(200),
  courseSubTitle: requiredText(1000),
  pointOne: requiredText(300),
  pointTwo: requiredText(300),
  pointThree: requiredText(300),
  pointFour: requiredText(300),
  pointFive: requiredText(300),
});
export type CourseTextFields = z.infer<typeof CourseTextFields>;

/** The spec's "Course section": the sell-course block of the landing page (one record). */
export const course = defineSingleton({
  key: 'course',
  api: '/api/courseSectionContent',
  idField: 'courseId',
  fields: CourseTextFields,
  images: { courseImage: { required: true, alt: 'content' } },
  creatable: false,
  screen: '/course',
  notFound: 'No course section with this id.',
});
export const CourseSection = course.item;
export type CourseSection = ItemOf<typeof course>;
