export { CourseForm } from './CourseForm';
export type { CourseFormProps } from './CourseForm';
