import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { createSchema, imageRules } from './fields';
import { longText, text } from './textFields';
import { image } from './valueFields';

/** The sell-course block: its title, lead, picture and five points. */
export const courseFieldList = {
  courseTitle: text({ max: 200 }),
  courseSubTitle: longText({ max: 1000 }),
  courseImage: image(),
  pointOne: text({ max: 300 }),
  pointTwo: text({ max: 300 }),
  pointThree: text({ max: 300 }),
  pointFour: text({ max: 300 }),
  pointFive: text({ max: 300 }),
};

export const CourseTextFields = createSchema(courseFieldList, { strict: false });
export type CourseTextFields = z.infer<typeof CourseTextFields>;

/** The spec's "Course section": the sell-course block of the landing page (one record). */
export const course = defineSingleton({
  key: 'course',
  api: '/api/courseSectionContent',
  idField: 'courseId',
  fields: CourseTextFields,
  images: imageRules(courseFieldList),
  creatable: false,
  screen: '/course',
  notFound: 'No course section with this id.',
});
export const CourseSection = course.item;
export type CourseSection = ItemOf<typeof course>;
