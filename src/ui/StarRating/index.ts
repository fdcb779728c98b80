export { StarRating, STAR_RATING_MAX } from './StarRating';
export type { StarRatingProps } from './StarRating';
