export { TestimonialCarousel } from './TestimonialCarousel';
export type { TestimonialCarouselProps } from './TestimonialCarousel';
