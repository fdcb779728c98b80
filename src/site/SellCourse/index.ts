export { SellCourse } from './SellCourse';
export type { SellCourseProps } from './SellCourse';
