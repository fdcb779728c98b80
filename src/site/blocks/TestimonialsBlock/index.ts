export { TestimonialsBlock } from './TestimonialsBlock';
