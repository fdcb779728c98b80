import { z } from 'zod';
import { ImagePath, RecordId, requiredText } from './common';

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

/** The sell-course block of the landing page (one record). */
export const CourseSection = CourseTextFields.extend({ _id: z.string(), courseImage: ImagePath });
export type CourseSection = z.infer<typeof CourseSection>;

/** Update of the course record; courseImage is a separate file part, sent only when chosen. */
export const CourseUpdate = CourseTextFields.extend({ courseId: RecordId });
export type CourseUpdate = z.infer<typeof CourseUpdate>;
