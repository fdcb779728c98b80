export { forgetActivity, LoadWhenNear } from './LoadWhenNear';
export type { LoadWhenNearProps } from './LoadWhenNear';
export { lazyPart, preloadLazyParts } from './lazyPart';
export type { LazyPart } from './lazyPart';
