export { ReviewQueue } from './ReviewQueue';
export type { ReviewQueueProps } from './ReviewQueue';
export type { ReviewDraft } from './ReviewQueueDraft';
