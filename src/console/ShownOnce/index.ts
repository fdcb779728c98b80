export { ShownOnce } from './ShownOnce';
export type { ShownOnceProps } from './ShownOnce';
