export { ReviewQueue } from './ReviewQueue';
export type { ReviewQueueProps } from './ReviewQueue';
