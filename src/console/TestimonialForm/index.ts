export { TestimonialForm, TestimonialFormFields, DEFAULT_RATING } from './TestimonialForm';
export type { TestimonialFormProps } from './TestimonialForm';
