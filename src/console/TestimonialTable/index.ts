export { TestimonialTable } from './TestimonialTable';
export type { TestimonialTableProps } from './TestimonialTable';
