export { CarouselPauseButton } from './CarouselPauseButton';
export type { CarouselPauseButtonProps } from './CarouselPauseButton';
export { useCarouselAutoplay } from './useCarouselAutoplay';
