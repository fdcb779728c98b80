import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
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

/** The spec's "Course section": the sell-course block of the landing page (one record). */
export const course = defineSingleton({
  key: 'course',
  api: '/api/courseSectionContent',
  idField: 'courseId',
  fields: courseFieldList,
  strict: false,
  creatable: false,
  screen: '/course',
  notFound: 'No course section with this id.',
});
export const CourseTextFields = course.writeFields;
export type CourseTextFields = z.infer<typeof CourseTextFields>;
export const CourseSection = course.item;
export type CourseSection = ItemOf<typeof course>;
